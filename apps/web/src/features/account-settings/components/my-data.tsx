import { DATA_EXPORT_TTL_HOURS, PRIVACY_MESSAGES } from '@cq/shared';
import { format } from 'date-fns';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useDataExport, useDeletionRequest, useRequestDataExport, useRequestDeletion } from '../api/privacy';

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

/** Her request that staff erase her account, after a confirmation. */
function DeleteMyAccount() {
  const current = useDeletionRequest();
  const request = useRequestDeletion();
  const [open, setOpen] = useState(false);
  const pending = current.data?.state === 'pending';
  const error = request.error ? messageOf(request.error, 'Your request could not be sent. Please try again.') : null;

  return (
    <div>
      <div className="flex items-start gap-3">
        <Trash2 className="mt-0.5 h-5 w-5 shrink-0 text-status-rejected" aria-hidden />
        <div className="min-w-0">
          <h3 className="text-lg">Delete your account</h3>
          <p className="text-sm text-muted">
            Our team erases your account, your registration, your files and everything that names you. What the law
            requires us to keep of a payment (its amount, date and reference) stays, without your name.
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-3" aria-live="polite">
        {pending && current.data ? (
          <p className="rounded-xl border border-status-pending/30 bg-status-pending/10 p-4 text-sm text-ink">
            You asked for your account to be deleted on {when(current.data.requestedAt)}. Our team will carry it out.
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
            Delete my account
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        type="danger"
        title="Delete your account?"
        message="Your account, registration, files and messages will be erased for good once our team carries out your request. This cannot be undone."
        confirmText="Yes, delete my account"
        busy={request.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => request.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}

/** Account settings' "Your data" card: a copy of it, and the request to be erased. */
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
        <p className="text-sm text-muted">Take a copy of what we keep about you, or ask us to erase it.</p>
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
