import { formatMoney, PAYMENT_MESSAGES, type PaymentProviderName, type User } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ExternalLink, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Spinner } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { browserNavigation } from '../../session';
import { initializePayment, publicSettingsQuery, verifyPaymentIntent } from '../api/payments';
import { FeeSummary } from './fee-summary';

// Stripe's code is fetched only when this modal shows the card form.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fee: number;
  currency: string;
  payer: Pick<User, 'firstName' | 'lastName' | 'email'> | null;
  /** The payment is verified (card form); the gate shows the success message. */
  onPaid: (message: string | undefined) => void;
  /** The server's view of the payment may have changed (declined, already paid): refresh the user. */
  onStatusChanged: () => void;
}

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The payment modal of the gate: the amount, who pays, then the provider's way to pay. */
export function PaymentModal({ open, onOpenChange, fee, currency, payer, onPaid, onStatusChanged }: PaymentModalProps) {
  const settings = useQuery({ ...publicSettingsQuery, enabled: open });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(fee, currency);
  const provider: PaymentProviderName | undefined = settings.data?.payment.provider;
  const name = payer ? `${payer.firstName} ${payer.lastName}`.trim() : '';

  const fail = useCallback(
    (message: string) => {
      setError(message);
      onStatusChanged();
    },
    [onStatusChanged],
  );

  const redirect = async () => {
    setBusy(true);
    setError(null);
    let started: Awaited<ReturnType<typeof initializePayment>>;
    try {
      started = await initializePayment(payer);
    } catch (err) {
      setBusy(false);
      fail(messageOf(err, PAYMENT_MESSAGES.initFailed));
      return;
    }
    const url = safeUrl(started.authorizationUrl);
    if (started.provider === 'stripe' || !url) {
      setBusy(false);
      setError(PAYMENT_MESSAGES.invalidResponse);
      return;
    }
    try {
      browserNavigation.assign(url);
    } catch {
      setBusy(false);
      setError(PAYMENT_MESSAGES.processingFailed);
    }
  };

  let body: React.ReactNode;
  if (settings.isPending) {
    body = (
      <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted" role="status">
        <Spinner /> Preparing secure payment...
      </p>
    );
  } else if (settings.isError || !provider) {
    body = (
      <div className="text-center">
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (provider === 'stripe') {
    const publicKey = settings.data.payment.stripe.publicKey;
    body = publicKey ? (
      <Suspense
        fallback={
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted" role="status">
            <Spinner /> Loading the card form...
          </p>
        }
      >
        <StripeCardForm
          publicKey={publicKey}
          payer={{ name, email: payer?.email ?? '' }}
          payLabel={`Pay ${amount}`}
          initialize={() => {
            setError(null);
            return initializePayment(payer);
          }}
          verify={verifyPaymentIntent}
          onBusyChange={setBusy}
          onPaid={onPaid}
          onFailed={fail}
        />
      </Suspense>
    ) : null;
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted">
          {provider === 'test'
            ? 'You will continue to the test checkout, where you can approve or decline the payment. No real money is taken.'
            : 'You will continue to Paystack’s secure checkout to pay, and come straight back here afterwards.'}
        </p>
        <Button className="w-full" busy={busy} onClick={() => void redirect()}>
          {busy ? 'Redirecting...' : 'Continue to Payment'}
          {busy ? null : <ExternalLink className="h-4 w-4" aria-hidden />}
        </Button>
      </div>
    );
  }

  // Without the settings (or Stripe's public key) no payment can start.
  const settingsError =
    settings.isError || (provider === 'stripe' && !settings.data?.payment.stripe.publicKey)
      ? PAYMENT_MESSAGES.initFailed
      : null;
  const shown = error ?? settingsError;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
      dismissible={!busy}
      title="Complete Your Payment"
      description="Pay the registration fee to unlock your registration form."
    >
      <div className="space-y-5">
        <div className="rounded-2xl bg-ivory p-4 sm:p-5">
          <FeeSummary fee={fee} currency={currency} compact />
        </div>
        {payer ? (
          <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <span className="shrink-0 text-muted">Paying as</span>
            <span className="min-w-0 sm:text-right">
              {name ? <span className="block font-medium text-ink">{name}</span> : null}
              <span className="block break-words text-muted">{payer.email}</span>
            </span>
          </div>
        ) : null}
        {shown ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-status-rejected/30 bg-status-rejected/5 px-4 py-3 text-sm text-status-rejected"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{shown}</span>
          </p>
        ) : null}
        {body}
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
          <ShieldCheck className="h-3.5 w-3.5 text-status-approved" aria-hidden /> Secure payment · A receipt is sent to
          your email
        </p>
      </div>
    </Dialog>
  );
}
