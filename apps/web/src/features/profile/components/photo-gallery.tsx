import type { MediaItem, MediaList } from '@cq/shared';
import { Camera, ExternalLink, FileText, Film, ImageOff, type LucideIcon, UserRound } from 'lucide-react';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { profileMessages as m } from '../messages';

const TILES: ReadonlyArray<{
  key: keyof MediaList;
  label: MessageDescriptor;
  icon: LucideIcon;
  kind: 'image' | 'video' | 'file';
}> = [
  { key: 'headshot', label: m.headshot, icon: UserRound, kind: 'image' },
  { key: 'fullBody', label: m.fullBody, icon: Camera, kind: 'image' },
  { key: 'video', label: m.video, icon: Film, kind: 'video' },
  { key: 'birthCertificate', label: m.documents, icon: FileText, kind: 'file' },
];

function Tile({
  label,
  icon: Icon,
  kind,
  item,
}: {
  label: string;
  icon: LucideIcon;
  kind: string;
  item: MediaItem | null;
}) {
  const t = useT();
  if (!item) {
    return (
      <div className="flex aspect-[4/5] sm:aspect-square flex-col items-center justify-center rounded-2xl border-2 border-dashed border-hairline bg-ivory/60 p-3 text-center">
        <ImageOff className="h-6 w-6 text-muted/70" aria-hidden />
        <p className="mt-2 text-sm font-semibold text-ink">{label}</p>
        <p className="text-xs text-muted">{t(m.notUploaded)}</p>
      </div>
    );
  }
  const isImage = kind === 'image' && item.mimeType.startsWith('image/');
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex aspect-[4/5] sm:aspect-square flex-col overflow-hidden rounded-2xl border border-hairline bg-primary-dark text-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-3"
      aria-label={t(m.opensInNewTab, { label, file: item.fileName })}
    >
      {isImage ? (
        <img
          src={item.url}
          alt=""
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      ) : (
        <div className="bg-royal absolute inset-0 flex items-center justify-center" aria-hidden>
          <Icon className="h-10 w-10 text-secondary-light" />
        </div>
      )}
      <div className="relative mt-auto bg-gradient-to-t from-black/75 via-black/45 to-transparent px-3 pb-3 pt-8">
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          {label} <ExternalLink className="h-3.5 w-3.5 opacity-80" aria-hidden />
        </p>
        {/* A space between the two lines keeps "label file" one phrase for checks of the visible text. */}{' '}
        <p className="truncate text-xs text-white/80">{item.fileName}</p>
      </div>
    </a>
  );
}

/** The four tiles (headshot, full body, video, birth certificate); each opens its file through its short-lived signed link. */
export function PhotoGallery({
  media,
  loading,
  failed,
}: {
  media: MediaList | null;
  loading: boolean;
  failed: boolean;
}) {
  const t = useT();
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="status" aria-label={t(m.loadingPhotos)}>
        {TILES.map((tile) => (
          <div key={tile.key} className="aspect-[4/5] sm:aspect-square animate-pulse rounded-2xl bg-hairline/70" />
        ))}
      </div>
    );
  }
  return (
    <>
      {failed ? (
        <p className="mb-3 text-sm text-status-rejected" role="alert">
          {t(m.filesFailed)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map((tile) => (
          <Tile
            key={tile.key}
            label={t(tile.label)}
            icon={tile.icon}
            kind={tile.kind}
            item={media?.[tile.key] ?? null}
          />
        ))}
      </div>
    </>
  );
}
