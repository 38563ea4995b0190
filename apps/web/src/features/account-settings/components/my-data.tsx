import { DATA_EXPORT_TTL_HOURS, PRIVACY_MESSAGES } from '@cq/shared';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDateTime } from '../../../i18n/date-time';
import { useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useDataExport, useDeletionRequest, useRequestDataExport, useRequestDeletion } from '../api/privacy';
import { settingsMessages as m } from '../messages';

/** A file's size in MB (one decimal) or KB, in the page's language. */
function useSize(): (bytes: number) => string {
  const t = useT();
  const format = useFormat();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? t(m.sizeMegabytes, {
          size: format.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        })
      : t(m.sizeKilobytes, { size: format.number(Math.max(1, Math.round(bytes / 1024))) });
}

/** A copy of everything kept about her, prepared in the background; the link also arrives by e-mail. */
function DownloadMyData() {
  const t = useT();
  const text = useText();
  const when = useDateTime();
  const sizeOf = useSize();
  const current = useDataExport();
  const request = useRequestDataExport();
  const copy = current.data;
  const preparing = copy?.state === 'preparing';
  const error = request.error ? messageOf(request.error, t(m.requestFailed)) : null;

  return (
    <div>
      <div className="flex items-start gap-3">
        <FileArchive className="mt-0.5 h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div className="min-w-0">
          <h3 className="text-lg">{t(m.downloadHeading)}</h3>
          <p className="text-sm text-muted">{t(m.downloadText, { hours: DATA_EXPORT_TTL_HOURS })}</p>
        </div>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {current.isError ? <p className="text-sm text-status-rejected">{t(m.copyLoadFailed)}</p> : null}
        {preparing ? <p className="text-sm text-ink">{text(PRIVACY_MESSAGES.exportRequested)}</p> : null}
        {copy?.state === 'ready' && copy.downloadUrl ? (
          <div className="flex flex-col gap-3 rounded-xl border border-status-approved/30 bg-status-approved/10 p-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-ink">
              {copy.size
                ? t(m.copyReadySized, { size: sizeOf(copy.size), date: copy.expiresAt ? when(copy.expiresAt) : '' })
                : t(m.copyReady, { date: copy.expiresAt ? when(copy.expiresAt) : '' })}
            </p>
            <a href={copy.downloadUrl} className={buttonClass('success', 'px-5 py-2')} download>
              <Download className="h-4 w-4" aria-hidden />
              {t(m.downloadZip)}
            </a>
          </div>
        ) : null}
        {copy?.state === 'expired' ? <p className="text-sm text-muted">{t(m.copyExpired)}</p> : null}
        {copy?.state === 'failed' ? <p className="text-sm text-status-rejected">{t(m.copyFailed)}</p> : null}
        {error ? (
          <p role="alert" className="text-sm text-status-rejected">
            {error}
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="w-full px-5 py-2 sm:w-auto"
          busy={request.isPending}
          disabled={request.isPending || preparing || current.isLoading}
          onClick={() => request.mutate()}
        >
          {t(preparing ? m.preparing : copy ? m.askNew : m.askFirst)}
        </Button>
      </div>
    </div>
  );
}

/** Her request that staff erase her account, after a confirmation. */
function DeleteMyAccount() {
  const t = useT();
  const when = useDateTime();
  const current = useDeletionRequest();
  const request = useRequestDeletion();
  const [open, setOpen] = useState(false);
  const pending = current.data?.state === 'pending';
  const error = request.error ? messageOf(request.error, t(m.requestFailed)) : null;

  return (
    <div>
      <div className="flex items-start gap-3">
        <Trash2 className="mt-0.5 h-5 w-5 shrink-0 text-status-rejected" aria-hidden />
        <div className="min-w-0">
          <h3 className="text-lg">{t(m.deleteHeading)}</h3>
          <p className="text-sm text-muted">{t(m.deleteText)}</p>
        </div>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {pending && current.data ? (
          <p className="rounded-xl border border-status-pending/30 bg-status-pending/10 p-4 text-sm text-ink">
            {t(m.deletePending, { date: when(current.data.requestedAt) })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-status-rejected">
            {error}
          </p>
        ) : null}
        {pending ? null : (
          <Button
            variant="danger"
            className="w-full px-5 py-2 sm:w-auto"
            disabled={current.isLoading}
            onClick={() => setOpen(true)}
          >
            {t(m.deleteButton)}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        type="danger"
        title={t(m.deleteTitle)}
        message={t(m.deleteMessage)}
        confirmText={t(m.deleteConfirm)}
        busy={request.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => request.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}

/** Account settings' "Your data" card: a copy of it, and the request to be erased. */
export function MyData() {
  const t = useT();
  return (
    <section
      aria-labelledby="my-data-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="border-b border-hairline pb-5">
        <h2 id="my-data-heading" className="text-xl">
          {t(m.dataHeading)}
        </h2>
        <p className="text-sm text-muted">{t(m.dataIntro)}</p>
      </div>
      <div className="mt-5 space-y-8">
        <DownloadMyData />
        <div className="border-t border-hairline pt-6">
          <DeleteMyAccount />
        </div>
      </div>
    </section>
  );
}
