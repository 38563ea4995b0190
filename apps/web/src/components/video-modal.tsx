import { useEffect, useRef } from 'react';
import { useT } from '../i18n/locale-context';
import { componentMessages as m } from './messages';
import { Dialog } from './ui/dialog';

export interface VideoModalProps {
  isOpen: boolean;
  onClose: () => void;
  videoSrc: string;
  /** "Video" (in the page's language) when none is given. */
  title?: string;
  /** A WebM version offered before the MP4. */
  webmSrc?: string;
  poster?: string;
  /** The Competition page plays its video muted. */
  muted?: boolean;
  /** A sentence describing the video for people who cannot see it. */
  description?: string;
}

/**
 * The general video modal: plays when opened (with sound unless
 * muted); if the browser blocks autoplay nothing visible happens and the
 * controls stay available; closing by the button or a click outside pauses it.
 */
export function VideoModal({
  isOpen,
  onClose,
  videoSrc,
  title,
  webmSrc,
  poster,
  muted = false,
  description,
}: VideoModalProps) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement | null>(null);

  // Closed by the parent: stop the sound at once.
  useEffect(() => {
    if (!isOpen) videoRef.current?.pause();
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          videoRef.current?.pause();
          onClose();
        }
      }}
      title={title ?? t(m.video)}
      description={description ?? null}
      size="large"
    >
      <div className="overflow-hidden rounded-xl bg-primary-dark">
        <video
          ref={(el) => {
            videoRef.current = el;
            if (el && isOpen) {
              el.muted = muted;
              // A blocked autoplay rejects; nothing visible happens and the controls stay.
              const started = el.play();
              if (started && typeof started.catch === 'function') started.catch(() => {});
            }
          }}
          className="aspect-video w-full"
          controls
          playsInline
          preload="metadata"
          poster={poster}
          muted={muted}
          width={960}
          height={540}
        >
          {webmSrc ? <source src={webmSrc} type="video/webm" /> : null}
          <source src={videoSrc} type="video/mp4" />
        </video>
      </div>
    </Dialog>
  );
}
