import { BULK_EMAIL_ATTACHMENTS_MAX, BULK_EMAIL_FILE_RULE, type BulkEmailAttachment } from '@cq/shared';
import { Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useFormat } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { useUploadBulkEmailAttachment } from '../api/bulk-emails';
import { bulkEmailMessages as m } from '../messages';

/**
 * The files the message carries: each uploaded as soon as it is chosen (checked first here with the shared rule,
 * then by its bytes on the server), listed with a button to take it off; at most three.
 */
export function BulkEmailAttachments({
  files,
  onChange,
}: {
  files: readonly BulkEmailAttachment[];
  onChange: (files: BulkEmailAttachment[]) => void;
}) {
  const t = useT();
  const text = useText();
  const format = useFormat();
  const id = useId();
  const upload = useUploadBulkEmailAttachment();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    const rule = BULK_EMAIL_FILE_RULE;
    if (!(rule.mimeTypes as readonly string[]).includes(chosen.type)) return setError(text(rule.typeMessage));
    if (chosen.size > rule.maxBytes) return setError(text(rule.sizeMessage));
    setUploading(chosen.name);
    try {
      const stored = await upload.mutateAsync(chosen);
      onChange([...files, stored]);
    } catch (err) {
      const message = messageOf(err, t(m.attachFailed));
      setError(message);
      toast.error(message);
    } finally {
      setUploading(null);
    }
  };

  const size = (bytes: number) =>
    format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t(m.attachments)}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
        {t(m.attachmentsHint, { max: BULK_EMAIL_ATTACHMENTS_MAX })}
      </p>
      {files.length > 0 ? (
        <ul className="mb-2 space-y-1.5" aria-label={t(m.attachedList)}>
          {files.map((f) => (
            <li
              key={f.id}
              className="flex items-center justify-between gap-2 rounded-xl border border-hairline bg-white px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Paperclip className="h-4 w-4 shrink-0 text-muted" aria-hidden />
                <span className="break-all text-ink">{f.fileName}</span>
                <span className="shrink-0 text-xs text-muted">{size(f.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                aria-label={t(m.removeFile, { name: f.fileName })}
                className="rounded-full p-1 text-muted hover:bg-ivory hover:text-status-rejected"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <p className="mb-2 text-xs text-muted" aria-live="polite">
          {t(m.attaching, { name: uploading })}
        </p>
      ) : null}
      {files.length < BULK_EMAIL_ATTACHMENTS_MAX ? (
        <label
          htmlFor={`${id}-file`}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-hairline bg-white px-3 py-1.5 text-sm font-semibold text-primary-main hover:border-primary-main"
        >
          <Paperclip className="h-4 w-4" aria-hidden />
          {t(m.attachFile)}
          <input
            id={`${id}-file`}
            type="file"
            accept={BULK_EMAIL_FILE_RULE.accept}
            className="sr-only"
            disabled={uploading !== null}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs text-status-rejected">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
