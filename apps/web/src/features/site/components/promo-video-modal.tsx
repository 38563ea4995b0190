import { VideoModal } from '../../../components/video-modal';
import { useT } from '../../../i18n/locale-context';
import { PROMO_VIDEO } from '../content/promo-video';

/** The promo film in its dialog: its sources, poster and description; a page may give its own title and mute it. */
export function PromoVideoModal({
  isOpen,
  onClose,
  title,
  muted,
}: {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  muted?: boolean;
}) {
  const t = useT();
  return (
    <VideoModal
      isOpen={isOpen}
      onClose={onClose}
      videoSrc={PROMO_VIDEO.mp4}
      webmSrc={PROMO_VIDEO.webm}
      poster={PROMO_VIDEO.poster}
      title={title ?? t(PROMO_VIDEO.title)}
      description={t(PROMO_VIDEO.description)}
      muted={muted}
    />
  );
}
