import { type MediaItem, type MediaList, UPLOAD_TYPES } from '@cq/shared';
import { ExternalLink } from 'lucide-react';
import { useT } from '#web/i18n/locale-context';
import { contestantsMessages as m } from '../messages';
import { UPLOAD, useFileSize } from '../use-labels';

/**
 * The files through their short-lived signed links: photos as images, the
 * video in a player, the birth certificate as an image or, for a PDF, in the
 * browser's own PDF viewer framed in the page (the file links are the only
 * responses the site lets itself frame).
 */
function Preview({ item, label, name }: { item: MediaItem; label: string; name: string }) {
  const t = useT();
  if (item.mimeType.startsWith('image/')) {
    return (
      <img
        src={item.url}
        alt={t(m.fileOf, { label, name })}
        className="max-h-80 w-full rounded-lg bg-ivory object-contain"
        loading="lazy"
      />
    );
  }
  if (item.mimeType.startsWith('video/')) {
    return (
      <video src={item.url} controls preload="metadata" className="max-h-80 w-full rounded-lg bg-ink">
        <track kind="captions" />
      </video>
    );
  }
  return (
    <iframe
      src={item.url}
      title={t(m.fileOf, { label, name })}
      className="h-80 w-full rounded-lg border border-hairline bg-ivory"
      loading="lazy"
    />
  );
}

export function MediaPanel({ media, name }: { media: MediaList; name: string }) {
  const t = useT();
  const fileSize = useFileSize();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {UPLOAD_TYPES.map((type) => {
        const item = media[type];
        const label = t(UPLOAD[type]);
        return (
          <figure key={type} className="rounded-xl border border-hairline p-3">
            <figcaption className="mb-2 flex items-center justify-between gap-2 text-sm">
              <span className="font-semibold text-ink">{label}</span>
              {item ? (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(m.openInTab, { label })}
                  className="inline-flex items-center gap-1 text-primary-main hover:underline"
                >
                  {t(m.open)}
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                </a>
              ) : null}
            </figcaption>
            {item ? (
              <>
                <Preview item={item} label={label} name={name} />
                <p className="mt-2 truncate text-xs text-muted">
                  {item.fileName} · {fileSize(item.size)}
                </p>
              </>
            ) : (
              <p className="text-sm italic text-muted">{t(m.notUploaded)}</p>
            )}
          </figure>
        );
      })}
    </div>
  );
}
