import { isPaymentSettled, PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { badInput } from '../../lib/errors';
import type { PaymentProviders, ProviderOutcome } from '../../payments';
import { recordOutcome } from './orders';
import { toVerification, type Verification } from './present';
import { findOwnOrder, findOwnOrderByReference, providerFailure } from './repo';

/** GET /payments/verification/:reference (first named test-verification) — the browser's return from a checkout. */
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
  // A payment staff recorded is settled when it is made; no provider holds it.
  if (isPaymentSettled(order.status) || order.provider === 'manual') return toVerification(order, null, 'unchanged');
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
  return toVerification(after, outcome, result);
}
