import { type FileRef, formatBytes, UPLOAD_RULES, type UploadType } from '@cq/shared';
import { CheckCircle2, FileText, Film, ImageIcon, Upload } from 'lucide-react';
import { useRef } from 'react';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useT, useText } from '#web/i18n/locale-context';
import { fieldId } from './inputs';
import { fieldMessages as m, uploadButton } from './messages';

const ICON = { image: ImageIcon, video: Film, document: FileText } as const;

export interface FileFieldProps {
  uploadType: UploadType;
  label: string;
  hint: string;
  required?: boolean;
  value: FileRef | null;
  /** A short-lived link to show the stored file. */
  previewUrl?: string;
  progress?: number;
  /** Upload error (under the field) or the step's 'is required' message. */
  error?: string;
  onSelect: (file: File) => void;
}

/** One upload slot: what is stored, a preview, per-file progress and the error under the field. */
export function FileField({
  uploadType,
  label,
  hint,
  required,
  value,
  previewUrl,
  progress,
  error,
  onSelect,
}: FileFieldProps) {
  const t = useT();
  const text = useText();
  const rule = UPLOAD_RULES[uploadType];
  const input = useRef<HTMLInputElement>(null);
  const id = fieldId(uploadType);
  const Icon = ICON[rule.kind];
  const busy = progress !== undefined && progress < 100;
  const isImage = value?.mimeType.startsWith('image/');

  return (
    <div
      id={id}
      tabIndex={-1}
      className={`flex flex-col rounded-2xl border bg-white p-4 sm:p-5 ${error ? 'border-status-rejected' : 'border-hairline'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-ink">
            {label}
            {required ? (
              <span className="ms-0.5 text-accent-main" aria-hidden>
                *
              </span>
            ) : (
              <span className="ms-1.5 text-xs font-normal text-muted">{t(m.optional)}</span>
            )}
          </p>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
            {hint}
          </p>
        </div>
        {value ? <CheckCircle2 className="h-5 w-5 shrink-0 text-status-approved" aria-label={t(m.uploaded)} /> : null}
      </div>

      <div className="mt-4 flex min-h-36 flex-1 items-center justify-center overflow-hidden rounded-xl bg-ivory">
        {value && previewUrl && isImage ? (
          <img src={previewUrl} alt={t(m.preview, { label })} className="max-h-56 w-full object-contain" />
        ) : value && previewUrl && rule.kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: the contestant's own introduction video has no captions to offer
          <video src={previewUrl} controls preload="metadata" className="max-h-56 w-full bg-ink" />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center text-muted">
            <Icon className="h-8 w-8 text-primary-light" aria-hidden />
            {value ? (
              <span className="text-sm text-ink">
                {previewUrl ? (
                  <a
                    href={previewUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-primary-main underline"
                  >
                    {value.fileName}
                  </a>
                ) : (
                  value.fileName
                )}
              </span>
            ) : (
              <span className="text-sm">{t(m.noFile)}</span>
            )}
          </div>
        )}
      </div>
      {value ? (
        <p className="mt-2 truncate text-xs text-muted">
          {value.fileName} · {formatBytes(value.size)}
        </p>
      ) : null}

      {progress !== undefined ? (
        <ProgressBar
          className="mt-3"
          value={progress}
          label={t(m.progressLabel, { label })}
          text={t(m.progress, { percent: progress })}
          tone="primary"
          size="thin"
        />
      ) : null}

      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={rule.accept}
        tabIndex={-1}
        aria-label={t(m.fileInput, { label })}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onSelect(file);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onClick={() => input.current?.click()}
        className="mt-4 inline-flex items-center justify-center gap-2 rounded-full border border-primary-main px-5 py-2.5 text-sm font-semibold text-primary-main transition-colors hover:bg-primary-main hover:text-primary-contrast disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Upload className="h-4 w-4" aria-hidden />
        {t(uploadButton(uploadType, Boolean(value)))}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-status-rejected">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}
