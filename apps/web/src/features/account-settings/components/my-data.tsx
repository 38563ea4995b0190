import { DATA_EXPORT_TTL_HOURS, PRIVACY_MESSAGES } from '@cq/shared';
import { format } from 'date-fns';
import { Download, FileArchive } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useDataExport, useRequestDataExport } from '../api/privacy';

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A copy of everything kept about her, prepared in the background; the link also arrives by e-mail. */
function DownloadMyData() {
  const current = useDataExport();
  const request = useRequestDataExport();
  const copy = current.data;
  const preparing = copy?.state === 'preparing';
  const error = request.error ? messageOf(request.error, 'Your request could not be sent. Please try again.') : null;

  return (
    <div>
      <div className="flex items-start gap-3">
        <FileArchive className="mt-0.5 h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div className="min-w-0">
          <h3 className="text-lg">Download your data</h3>
          <p className="text-sm text-muted">
            One ZIP file with your account, your registration and each version of it, your notifications, your payments,
            what you agreed to, and the files you uploaded. We e-mail you a link when it is ready; the link works for{' '}
            {DATA_EXPORT_TTL_HOURS} hours.
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {current.isError ? (
          <p className="text-sm text-status-rejected">Your copy could not be loaded. Please try again.</p>
        ) : null}
        {preparing ? <p className="text-sm text-ink">{PRIVACY_MESSAGES.exportRequested}</p> : null}
        {copy?.state === 'ready' && copy.downloadUrl ? (
          <div className="flex flex-col gap-3 rounded-xl border border-status-approved/30 bg-status-approved/10 p-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-ink">
              Your copy is ready{copy.size ? ` (${sizeOf(copy.size)})` : ''}. The link works until{' '}
              {copy.expiresAt ? when(copy.expiresAt) : ''}.
            </p>
            <a href={copy.downloadUrl} className={buttonClass('success', 'px-5 py-2')} download>
              <Download className="h-4 w-4" aria-hidden />
              Download ZIP
            </a>
          </div>
        ) : null}
        {copy?.state === 'expired' ? (
          <p className="text-sm text-muted">Your last copy's link has expired. Ask for a new one below.</p>
        ) : null}
        {copy?.state === 'failed' ? (
          <p className="text-sm text-status-rejected">Your last copy could not be prepared. Please ask again.</p>
        ) : null}
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
          {preparing ? 'Preparing your copy…' : copy ? 'Ask for a new copy' : 'Ask for a copy of my data'}
        </Button>
      </div>
    </div>
  );
}

/** Account settings' "Your data" card: a copy of it. */
export function MyData() {
  return (
    <section
      aria-labelledby="my-data-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="border-b border-hairline pb-5">
        <h2 id="my-data-heading" className="text-xl">
          Your data
        </h2>
        <p className="text-sm text-muted">Take a copy of what we keep about you.</p>
      </div>
      <div className="mt-5">
        <DownloadMyData />
      </div>
    </section>
  );
}
