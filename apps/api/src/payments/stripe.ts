import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  headerValue,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderOrder,
  type ProviderOutcome,
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './types';

const requireFromHere = createRequire(import.meta.url);
let library: typeof Stripe | undefined;

/**
 * Stripe's client library is large (some nine hundred files): a server without Stripe keys never loads it (a
 * webhook claiming to be Stripe's is refused there before the library is needed); one with keys loads it at start.
 */
function stripeLibrary(): typeof Stripe {
  library ??= requireFromHere('stripe') as typeof Stripe;
  return library;
}

export interface StripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Another API host (a local fake in tests); Stripe's own when absent. */
  apiBase?: string;
  timeoutMs: number;
  siteName: string;
}

/** Seconds a signed webhook stays acceptable (Stripe's default): an old, replayed delivery is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's own failures that may pass; everything else is a refusal. */
function mapError(err: unknown): Error {
  const { errors } = stripeLibrary();
  if (err instanceof errors.StripeError) {
    if (
      err instanceof errors.StripeConnectionError ||
      err instanceof errors.StripeAPIError ||
      err instanceof errors.StripeRateLimitError ||
      (err.statusCode ?? 0) >= 500
    ) {
      return new ProviderUnavailableError(`stripe: ${err.message}`);
    }
    return new ProviderRejectedError(`stripe: ${err.type}: ${err.message}`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Stripe through the official client: a PaymentIntent per order (created with
 * the order id as idempotency key, so a retried start cannot make a second
 * charge), its client secret to the browser's card form, the intent read back
 * server-side to verify, and webhooks checked with constructEvent.
 */
export function stripeProvider(opts: StripeOptions): PaymentProvider {
  let client: Stripe | undefined;
  // A server that has Stripe keys loads the library while it starts, as it always did: loading it is a few
  // hundred milliseconds of synchronous work, which must not fall on the event loop at the night's first payment.
  if (opts.secretKey || opts.webhookSecret) stripeLibrary();
  const api = async <T>(fn: (s: Stripe) => Promise<T>): Promise<T> => {
    if (!opts.secretKey) throw new ProviderRejectedError('STRIPE_SECRET_KEY is not set');
    client ??= new (stripeLibrary())(opts.secretKey, {
      ...hostOptions(opts.apiBase),
      timeout: opts.timeoutMs,
      maxNetworkRetries: 1,
      telemetry: false,
    });
    try {
      return await fn(client);
    } catch (err) {
      throw mapError(err);
    }
  };

  const retrieve = (order: ProviderOrder) => {
    if (!order.providerReference) throw new ProviderRejectedError('the order has no PaymentIntent');
    const id = order.providerReference;
    return api(async (s) => {
      const intent = await s.paymentIntents.retrieve(id);
      // Anything but the intent asked for (a proxy's error page, a truncated answer) is not an answer.
      if (intent?.object !== 'payment_intent' || intent.id !== id) {
        throw new ProviderUnavailableError('stripe: the answer was not the PaymentIntent');
      }
      return intent;
    });
  };

  return {
    name: 'stripe',
    // An unpaid PaymentIntent stays payable, also after a declined card: the same order is offered again.
    reuseWindowMs: Number.POSITIVE_INFINITY,
    async start(order, payer) {
      const intent = await api((s) =>
        s.paymentIntents.create(
          {
            amount: order.amountMinor,
            currency: order.currency.toLowerCase(),
            allowed_payment_method_types: ['card'],
            description: order.description ?? `${opts.siteName} registration fee`,
            metadata: { orderId: order.id, reference: order.reference, userId: order.userId, payer: payer.email },
          },
          { idempotencyKey: `order-${order.id}` },
        ),
      );
      if (intent?.object !== 'payment_intent' || !intent.client_secret) {
        throw new ProviderUnavailableError('stripe: the answer was not a PaymentIntent with a client secret');
      }
      return { providerReference: intent.id, authorizationUrl: null, clientSecret: intent.client_secret };
    },
    async resume(order) {
      const intent = await retrieve(order);
      return {
        providerReference: intent.id,
        authorizationUrl: null,
        clientSecret: intent.client_secret,
        outcome: outcomeOfIntent(intent),
      };
    },
    async check(order) {
      return outcomeOfIntent(await retrieve(order));
    },
    async cancel(order) {
      if (!order.providerReference) return;
      const id = order.providerReference;
      const intent = await retrieve(order);
      // Only an intent not paid yet can be cancelled; a paid one is refunded when its payment is recorded.
      if (['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        await api((s) => s.paymentIntents.cancel(id));
      }
    },
    async refund(order, request) {
      if (!order.providerReference) throw new ProviderRejectedError('the order has no PaymentIntent');
      const intentId = order.providerReference;
      const refund = await api((s) =>
        s.refunds.create(
          {
            payment_intent: intentId,
            amount: request.amountMinor,
            metadata: { refundId: request.refundId, orderId: order.id, reference: order.reference },
          },
          // Our refund's id: the same request sent again (a retry, a second click) is the same refund at Stripe.
          { idempotencyKey: `refund-${request.refundId}` },
        ),
      );
      if (refund?.object !== 'refund' || !refund.id) {
        throw new ProviderUnavailableError('stripe: the answer was not a Refund');
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new ProviderRejectedError(`stripe: the refund ${refund.status}: ${refund.failure_reason ?? ''}`);
      }
      return { providerRefundId: refund.id, outcome: null };
    },
    readWebhook(rawBody, headers) {
      const signature = headerValue(headers, 'stripe-signature');
      if (!opts.webhookSecret || !signature) throw new WebhookSignatureError('stripe signature missing');
      let event: Stripe.Event;
      try {
        event = stripeLibrary().webhooks.constructEvent(
          rawBody,
          signature,
          opts.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_S,
        );
      } catch (err) {
        throw new WebhookSignatureError(`stripe: ${(err as Error).message}`);
      }
      return eventOf(event);
    },
  };
}

export function outcomeOfIntent(intent: Stripe.PaymentIntent): ProviderOutcome {
  switch (intent.status) {
    case 'succeeded':
      return {
        kind: 'succeeded',
        eventId: `intent:${intent.id}:succeeded`,
        amountMinor: intent.amount_received || intent.amount,
        currency: intent.currency.toUpperCase(),
        providerReference: intent.id,
      };
    case 'canceled':
      return {
        kind: 'failed',
        eventId: `intent:${intent.id}:canceled`,
        reason: 'The payment was cancelled.',
        terminal: true,
      };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      if (!error) return { kind: 'pending' };
      const attempt = error.charge ?? error.payment_method?.id ?? error.code ?? 'error';
      return {
        kind: 'failed',
        eventId: `intent:${intent.id}:failed:${attempt}`,
        reason: error.message ?? 'Your card was declined.',
        terminal: false,
      };
    }
    default:
      return { kind: 'pending' };
  }
}

function eventOf(event: Stripe.Event): ProviderEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const outcome = outcomeOfIntent(intent);
      return {
        ...base,
        reference: intent.metadata?.reference ?? null,
        providerReference: intent.id,
        outcome: outcome.kind === 'pending' ? null : outcome,
        details: { intent: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency },
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      return {
        ...base,
        reference: charge.metadata?.reference ?? null,
        providerReference: intentId,
        // What is refunded of the charge in all: a partial refund leaves the fee paid, with that amount refunded.
        outcome:
          charge.amount_refunded > 0 || charge.refunded
            ? {
                kind: 'refunded',
                eventId: event.id,
                refundedTotalMinor: charge.amount_refunded || (charge.refunded ? charge.amount : 0),
              }
            : null,
        details: {
          charge: charge.id,
          intent: intentId,
          amountRefunded: charge.amount_refunded,
          currency: charge.currency,
        },
      };
    }
    case 'refund.updated':
    case 'refund.created': {
      const refund = event.data.object;
      const intentId =
        typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);
      const outcome: ProviderOutcome | null =
        refund.status === 'succeeded'
          ? { kind: 'refunded', eventId: event.id, refund: { providerRefundId: refund.id, amountMinor: refund.amount } }
          : refund.status === 'failed' || refund.status === 'canceled'
            ? {
                kind: 'refund-failed',
                eventId: event.id,
                providerRefundId: refund.id,
                reason: `The refund ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}.`,
              }
            : null;
      return {
        ...base,
        reference: refund.metadata?.reference ?? null,
        providerReference: intentId,
        outcome,
        details: { refund: refund.id, intent: intentId, amount: refund.amount, status: refund.status },
      };
    }
    default:
      return { ...base, reference: null, providerReference: null, outcome: null, details: {} };
  }
}
