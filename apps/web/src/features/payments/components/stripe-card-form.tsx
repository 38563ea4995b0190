import { type Locale, PAYMENT_MESSAGES, type PaymentInitialize } from '@cq/shared';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CreditCard, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { isPaid, type VerificationAnswer } from '../api/payments';
import { paymentMessages as m } from './messages';

/**
 * The card form, confirmed in the browser with the PaymentIntent's client
 * secret. This module is the only one that imports Stripe: it is
 * loaded on demand by the payment modal, and only when Stripe is the provider.
 */

export interface StripeCardFormProps {
  publicKey: string;
  payer: { name: string; email: string };
  payLabel: string;
  /** The page's language: Stripe's card field and its own messages (a declined card) speak it. */
  locale?: Locale;
  initialize: () => Promise<PaymentInitialize>;
  verify: (orderId: string, paymentIntentId: string) => Promise<VerificationAnswer>;
  onBusyChange: (busy: boolean) => void;
  onPaid: (message: string | undefined) => void;
  /** A failure the payer should read; `declined` when the card itself was refused. */
  onFailed: (message: string, declined: boolean) => void;
}

// One Stripe.js instance per key for the life of the page, as Stripe asks.
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publicKey: string): Promise<Stripe | null> {
  let instance = instances.get(publicKey);
  if (!instance) {
    // A blocked or offline js.stripe.com resolves to null: the form says so instead of waiting forever.
    instance = loadStripe(publicKey).catch(() => null);
    instances.set(publicKey, instance);
  }
  return instance;
}

const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { en: 'en', fr: 'fr', es: 'es', pt: 'pt-BR', ar: 'ar' };

const CARD_STYLE = {
  base: {
    color: '#1b1523',
    fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '16px',
    fontSmoothing: 'antialiased',
    '::placeholder': { color: '#6b6475' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

export default function StripeCardForm(props: StripeCardFormProps) {
  const stripe = stripeFor(props.publicKey);
  const { onFailed } = props;
  useEffect(() => {
    let alive = true;
    void stripe.then((loaded) => {
      if (alive && !loaded) onFailed(PAYMENT_MESSAGES.processingFailed, false);
    });
    return () => {
      alive = false;
    };
  }, [stripe, onFailed]);
  return (
    <Elements stripe={stripe} options={{ locale: STRIPE_LOCALE[props.locale ?? 'en'] }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payer, payLabel, initialize, verify, onBusyChange, onPaid, onFailed }: StripeCardFormProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [complete, setComplete] = useState(false);

  const working = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      onFailed(PAYMENT_MESSAGES.processingFailed, false);
      return;
    }
    working(true);
    try {
      let started: PaymentInitialize;
      try {
        started = await initialize();
      } catch (err) {
        onFailed(messageOf(err, PAYMENT_MESSAGES.initFailed), false);
        return;
      }
      if (started.provider !== 'stripe' || !started.clientSecret) {
        onFailed(PAYMENT_MESSAGES.invalidResponse, false);
        return;
      }
      const result = await stripe.confirmCardPayment(started.clientSecret, {
        payment_method: { card, billing_details: { name: payer.name, email: payer.email } },
      });
      if (result.error) {
        // Let the server record the declined attempt; the card's own message is what the payer reads.
        const intentId = result.error.payment_intent?.id;
        if (intentId) await verify(started.orderId, intentId).catch(() => undefined);
        onFailed(result.error.message || PAYMENT_MESSAGES.paymentFailed, true);
        return;
      }
      const intentId = result.paymentIntent?.id;
      if (!intentId) {
        onFailed(PAYMENT_MESSAGES.paymentFailed, true);
        return;
      }
      try {
        const answer = await verify(started.orderId, intentId);
        if (isPaid(answer)) onPaid(answer.message);
        else onFailed(answer.message || PAYMENT_MESSAGES.verificationFailed, false);
      } catch (err) {
        onFailed(messageOf(err, PAYMENT_MESSAGES.verificationFailed), false);
      }
    } catch {
      onFailed(PAYMENT_MESSAGES.processingFailed, false);
    } finally {
      working(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t(m.cardForm)}>
      <div>
        <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
          <CreditCard className="h-4 w-4 text-primary-main" aria-hidden /> {t(m.cardDetails)}
        </p>
        <div className="rounded-xl border border-hairline bg-white px-4 py-3.5 shadow-inner focus-within:border-primary-light focus-within:ring-2 focus-within:ring-primary-light/30">
          <CardElement
            options={{ style: CARD_STYLE, hidePostalCode: false }}
            onChange={(e) => setComplete(e.complete)}
          />
        </div>
      </div>
      <Button type="submit" className="w-full" busy={busy} disabled={!stripe || !complete}>
        {busy ? t(m.processing) : payLabel}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock className="h-3.5 w-3.5" aria-hidden /> {t(m.cardPrivacy)}
      </p>
    </form>
  );
}
