import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { paymentEvents } from '../../db/schema';
import { badInput } from '../../lib/errors';
import { type PaymentProviders, WebhookSignatureError } from '../../payments';
import { recordOutcome } from './orders';
import { findOrderForEvent } from './repo';

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
