import { RECEIPT_MESSAGES } from '@cq/shared';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useT, useText } from '../i18n/locale-context';
import { messageOf } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { consentMessages as m } from './consent-messages';
import { Button, Spinner } from './ui/button';

/**
 * Downloads an order's receipt (a PDF the server draws) under the server's file name. A refusal's message (not
 * paid, not found) shows beside the button. When a list has several, `label` names the order for screen
 * readers: the icon button's whole name, or what follows the visible "Receipt (PDF)" (a name always begins
 * with the words on the button, so people who speak to their computer can say them).
 */
export function ReceiptButton({
  path,
  label,
  size = 'full',
  word,
  failure = RECEIPT_MESSAGES.downloadFailed,
}: {
  path: string;
  label?: string;
  /** The button's words when it downloads another document (an invoice, a credit note); "Receipt (PDF)" otherwise. */
  word?: string;
  /** What a failed download says, in the shared rules' words. */
  failure?: string;
  /** 'icon' for a table's row: the icon alone, named by `label`; otherwise `label` is the order's own words. */
  size?: 'full' | 'compact' | 'icon';
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const text = useText();
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(path, 'application/pdf', 'receipt.pdf');
    } catch (err) {
      setError(messageOf(err, text(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {size === 'icon' ? (
        <button
          type="button"
          onClick={download}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={label}
          title={word ?? t(m.receipt)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-hairline bg-white text-primary-main transition hover:border-primary-light hover:bg-ivory focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? <Spinner /> : <FileDown className="h-4 w-4" aria-hidden />}
        </button>
      ) : (
        <Button
          variant="secondary"
          onClick={download}
          busy={busy}
          className={size === 'compact' ? 'px-3 py-1.5 text-xs' : 'px-4 py-2'}
        >
          {busy ? null : <FileDown className="h-4 w-4" aria-hidden />}
          {word ?? t(m.receipt)}
          {label ? <span className="sr-only">{t(m.receiptFor, { label })}</span> : null}
        </Button>
      )}
      {error ? (
        <span role="alert" className="text-xs text-status-rejected">
          {error}
        </span>
      ) : null}
    </span>
  );
}
