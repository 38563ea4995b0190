import type { PaymentInitialize } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/button';
import { useLocale, useT, useText } from '../../../i18n/locale-context';
import { publicSettingsQuery, verifyPaymentIntent } from '../api/payments';
import { paymentMessages as m } from './messages';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * Stripe's card form for a payment other than the registration fee (a vote pack): `initialize` starts (or resumes)
 * the order on the server, the card is confirmed in the browser, and the server reads the PaymentIntent back from
 * Stripe and records it (exactly once, as for the fee).
 */
export function CardPayment({
  payer,
  payLabel,
  initialize,
  onPaid,
}: {
  payer: { name: string; email: string };
  payLabel: string;
  initialize: () => Promise<PaymentInitialize>;
  onPaid: (message: string | undefined) => void;
}) {
  const t = useT();
  const text = useText();
  const locale = useLocale();
  const settings = useQuery(publicSettingsQuery);
  const [error, setError] = useState<string | null>(null);
  const loading = (
    <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" role="status">
      <Spinner /> {t(m.loadingCardForm)}
    </p>
  );
  if (settings.isPending) return loading;
  const publicKey = settings.data?.payment.stripe.publicKey;
  if (!publicKey) {
    return (
      <p role="alert" className="text-sm text-status-rejected">
        {t(m.cardUnavailable)}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Suspense fallback={loading}>
        <StripeCardForm
          publicKey={publicKey}
          payer={payer}
          payLabel={payLabel}
          locale={locale}
          initialize={() => {
            setError(null);
            return initialize();
          }}
          verify={verifyPaymentIntent}
          onBusyChange={() => undefined}
          onPaid={onPaid}
          onFailed={(message) => setError(message)}
        />
      </Suspense>
      <p role="alert" className="text-sm text-status-rejected">
        {error ? text(error) : null}
      </p>
    </div>
  );
}
