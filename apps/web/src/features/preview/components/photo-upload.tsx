import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/locale-context';
import { previewMessages as m } from '../messages';

/** The simulated upload of the preview: done after 300 ms, the bar cleared 500 ms later. */
export const FAKE_UPLOAD_MS = 300;
export const FAKE_UPLOAD_CLEAR_MS = 500;

/** A photo held only in the browser as a preview link; nothing is sent. */
export function PhotoUpload() {
  const t = useT();
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    for (const t of timers.current) clearTimeout(t);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    setProgress(10);
    timers.current = [
      setTimeout(() => {
        setProgress(100);
        timers.current.push(setTimeout(() => setProgress(null), FAKE_UPLOAD_CLEAR_MS));
      }, FAKE_UPLOAD_MS),
    ];
  };

  return (
    <div className="sm:col-span-2">
      <p className="mb-1.5 text-sm font-semibold text-ink">{t(m.headshot)}</p>
      <div className="flex flex-wrap items-center gap-5 rounded-2xl border border-dashed border-primary-light/60 bg-ivory p-5">
        {preview ? (
          <img src={preview.url} alt={t(m.headshotAlt)} className="h-24 w-24 rounded-xl object-cover shadow" />
        ) : (
          <span className="flex h-24 w-24 items-center justify-center rounded-xl bg-white text-primary-light">
            <ImagePlus className="h-8 w-8" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <label className="btn-outline cursor-pointer px-5 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-secondary-main">
            {t(preview ? m.chooseAnother : m.choosePhoto)}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          {preview ? (
            <p className="flex items-center gap-2 truncate text-sm text-muted">
              {preview.name}
              <button
                type="button"
                className="rounded p-1 hover:bg-white"
                onClick={() => {
                  setPreview(null);
                  setProgress(null);
                }}
                aria-label={t(m.removePhoto)}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </p>
          ) : (
            <p className="text-xs text-muted">{t(m.photoHint)}</p>
          )}
          {progress !== null ? (
            <ProgressBar
              value={progress}
              label={t(m.uploadProgress)}
              text={t(progress >= 100 ? m.uploaded : m.uploading)}
              size="thin"
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
