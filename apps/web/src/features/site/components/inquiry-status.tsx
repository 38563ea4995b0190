import { HONEYPOT_FIELD, INQUIRY_MESSAGES } from '@cq/shared';
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { useT, useText } from '../../../i18n/locale-context';
import { useHydrated } from '../../../lib/use-client-value';
import { inquiryMessages as m } from './inquiry-messages';

/** The outcome line of the sponsorship and contact forms: announced as soon as it appears. */
export function InquiryStatus({ success, error }: { success: string | null; error: string | null }) {
  // The forms' own words are the shared rules' English; a server's answer already speaks the page's language.
  const text = useText();
  return (
    <div aria-live="polite">
      {success ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-status-approved/30 bg-status-approved/10 px-4 py-3 text-sm font-medium text-status-approved"
        >
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          {text(success)}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-status-rejected/30 bg-status-rejected/10 px-4 py-3 text-sm font-medium text-status-rejected"
        >
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A field people never see; bots fill it in and are then quietly ignored by the server. */
export function HoneypotField({ name, register }: { name: string; register: (name: string) => object }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>{t(m.honeypot)}</label>
      <input id={`hp-${name}`} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}

/** How the sponsorship and contact forms end: the hidden bot trap, the outcome, and the send button. */
export function InquiryFormEnd({
  register,
  sent: { success, error, sending },
  sendLabel,
}: {
  register: (name: typeof HONEYPOT_FIELD) => object;
  /** Where the sending stands: the form's submit hook says. */
  sent: { success: string | null; error: string | null; sending: boolean };
  sendLabel: string;
}) {
  const text = useText();
  // Until the page's script runs, a press would send the form the browser's way: the button waits for it.
  const ready = useHydrated();
  return (
    <>
      <HoneypotField name={HONEYPOT_FIELD} register={(n) => register(n as typeof HONEYPOT_FIELD)} />
      <InquiryStatus success={success} error={error} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending || !ready}>
        {sending ? text(INQUIRY_MESSAGES.sending) : sendLabel}
        {sending ? null : <Send className="h-4 w-4" aria-hidden />}
      </button>
    </>
  );
}
