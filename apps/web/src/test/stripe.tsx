import { type ReactNode, useEffect } from 'react';

/** What a test controls of Stripe.js: the card confirmation and the script's loading. */
export interface StripeStandIn {
  confirmCardPayment: (...args: never[]) => unknown;
  loadStripe: (...args: never[]) => unknown;
}

function Elements({ children }: { children: ReactNode }) {
  return children;
}

/** The card field, which says at once that the card is complete. */
function CardElement({ onChange }: { onChange?: (e: { complete: boolean }) => void }) {
  useEffect(() => onChange?.({ complete: true }), [onChange]);
  return <div data-testid="card-element" />;
}

/**
 * Stripe's React elements as a test sees them: no frame from js.stripe.com, the given stand-in as Stripe, and a
 * card field that is complete at once. For `vi.mock('@stripe/react-stripe-js', ...)`.
 */
export function stripeElementsStandIn(stripe: StripeStandIn) {
  return {
    Elements,
    useStripe: () => stripe,
    useElements: () => ({ getElement: () => ({ id: 'card-element' }) }),
    CardElement,
  };
}
