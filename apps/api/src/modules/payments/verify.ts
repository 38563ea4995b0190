import { PAYMENT_SERVER_MESSAGES, type PaymentData } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { paymentEvents } from '../../db/schema';
import { badInput } from '../../lib/errors';
import { type PaymentProviders, type ProviderOutcome, WebhookSignatureError } from '../../payments';
import { findOrderForEvent, findOwnOrder, findOwnOrderByReference, paymentDataOf, providerFailure } from './orders';
import { type RecordResult, recordOutcome } from './record';

export interface Verification {
  paymentData: PaymentData;
  message: string;
}

/** GET /payments/test-verification/:reference — the browser's return from a checkout. */
export async function verifyByReference(
  app: FastifyInstance,
  providers: PaymentProviders,
  userId: string,
  reference: string,
): Promise<Verification> {
  return checkAndRecord(app, providers, await findOwnOrderByReference(app.db, userId, reference));
}

/** POST /payments/verify — after Stripe's card form: the intent is read back from Stripe, never trusted from the browser. */
export async function verifyPaymentIntent(
  app: FastifyInstance,
  providers: PaymentProviders,
  userId: string,
  orderId: string,
  paymentIntentId: string,
): Promise<Verification> {
  const order = await findOwnOrder(app.db, userId, orderId);
  if (order.provider !== 'stripe' || order.providerReference !== paymentIntentId) {
    throw badInput(PAYMENT_SERVER_MESSAGES.wrongIntent, { paymentIntentId: PAYMENT_SERVER_MESSAGES.wrongIntent });
  }
  return checkAndRecord(app, providers, order);
}

/** Asks the order's provider, server to server, and records the answer; a settled order is answered from our books. */
async function checkAndRecord(
  app: FastifyInstance,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<Verification> {
  if (order.status === 'paid' || order.status === 'refunded') return present(order, null, 'unchanged');
  let outcome: ProviderOutcome;
  try {
    outcome = await providers.get(order.provider).check(order);
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'payment provider: verification failed');
    throw providerFailure(err);
  }
  const { order: after, result } = await recordOutcome(app, order.id, outcome, {
    source: 'verify',
    type: `verify.${outcome.kind}`,
  });
  return present(after, outcome, result);
}

function present(order: OrderRow, outcome: ProviderOutcome | null, result: RecordResult): Verification {
  if (order.status === 'paid') return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.paid };
  if (order.status === 'refunded') {
    return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.refundedNotice };
  }
  if (result === 'mismatch' || outcome?.kind === 'succeeded') {
    return { paymentData: paymentDataOf(order, 'failed'), message: PAYMENT_SERVER_MESSAGES.mismatch };
  }
  if (outcome?.kind === 'failed') return { paymentData: paymentDataOf(order, 'failed'), message: outcome.reason };
  if (order.status === 'failed') {
    return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.declined };
  }
  return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.pending };
}

/**
 * A provider's webhook: the signature is checked on the raw bytes first (400
 * and nothing changes when it does not match), then the event is recorded
 * against its order. Events about unknown orders or of other types are kept
 * for the record and acknowledged, so the provider stops resending them.
 */
export async function receiveWebhook(
  app: FastifyInstance,
  providers: PaymentProviders,
  name: 'stripe' | 'paystack',
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  let event: ReturnType<PaymentProviders['active']['readWebhook']>;
  try {
    event = providers.get(name).readWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
      app.log.warn({ provider: name, reason: (err as Error).message }, 'webhook refused');
      throw badInput(PAYMENT_SERVER_MESSAGES.badSignature);
    }
    throw err;
  }
  const order = await findOrderForEvent(app.db, name, event.reference, event.providerReference);
  if (!order || !event.outcome) {
    await app.db
      .insert(paymentEvents)
      .values({
        provider: name,
        eventId: event.eventId,
        orderId: order?.id ?? null,
        type: event.type,
        source: 'webhook',
        details: { ...event.details, ignored: order ? 'type' : 'unknown order' },
      })
      .onConflictDoNothing();
    return;
  }
  await recordOutcome(app, order.id, event.outcome, {
    source: 'webhook',
    eventId: event.eventId,
    type: event.type,
    details: event.details,
  });
}
