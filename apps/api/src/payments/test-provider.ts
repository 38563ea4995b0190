import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type TestCheckoutRow, testCheckouts, testRefunds } from '../db/schema';
import type { PaymentProvider, ProviderOrder, ProviderOutcome } from './types';
import { ProviderRejectedError, WebhookSignatureError } from './types';

export const TEST_CHECKOUT_PATH = '/api/payments/test-checkout';

/**
 * The built-in provider (the default): a local checkout page stands where a
 * hosted checkout would, and its own table stands where the provider's
 * records would. Nothing leaves the machine; no money moves.
 */
export function testProvider(db: DbOrTx, publicUrl: string): PaymentProvider {
  const checkoutUrl = (reference: string) => `${publicUrl}${TEST_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;

  const check = async (order: ProviderOrder): Promise<ProviderOutcome> => {
    const row = await findTestCheckout(db, order.reference);
    return row ? outcomeOf(row) : { kind: 'pending' };
  };

  return {
    name: 'test',
    reuseWindowMs: 30 * 60_000,
    async start(order, payer) {
      await db
        .insert(testCheckouts)
        .values({
          reference: order.reference,
          amountMinor: order.amountMinor,
          currency: order.currency,
          email: payer.email,
        })
        .onConflictDoNothing();
      return { providerReference: order.reference, authorizationUrl: checkoutUrl(order.reference), clientSecret: null };
    },
    async resume(order) {
      return {
        providerReference: order.reference,
        authorizationUrl: order.authorizationUrl ?? checkoutUrl(order.reference),
        clientSecret: null,
        outcome: await check(order),
      };
    },
    check,
    async cancel(order) {
      // Its checkout page no longer takes the payment: it reads as declined.
      await db
        .update(testCheckouts)
        .set({ status: 'declined', decidedAt: new Date() })
        .where(and(eq(testCheckouts.reference, order.reference), eq(testCheckouts.status, 'open')));
    },
    async refund(order, request) {
      const checkout = await findTestCheckout(db, order.reference);
      if (checkout?.status !== 'approved') throw new ProviderRejectedError('test: the checkout was not paid');
      // Its own books: one refund per request (the same request again finds it), confirmed at once.
      const id = `test-refund-${request.refundId}`;
      await db
        .insert(testRefunds)
        .values({ id, reference: order.reference, amountMinor: request.amountMinor })
        .onConflictDoNothing();
      return {
        providerRefundId: id,
        outcome: {
          kind: 'refunded',
          eventId: `refund:${id}:succeeded`,
          refund: { providerRefundId: id, amountMinor: request.amountMinor },
        },
      };
    },
    readWebhook() {
      throw new WebhookSignatureError('the test provider sends no webhooks');
    },
  };
}

export function outcomeOf(row: TestCheckoutRow): ProviderOutcome {
  if (row.status === 'approved') {
    return {
      kind: 'succeeded',
      eventId: `checkout:${row.reference}:approved`,
      amountMinor: row.amountMinor,
      currency: row.currency,
      providerReference: row.reference,
    };
  }
  if (row.status === 'declined') {
    return {
      kind: 'failed',
      eventId: `checkout:${row.reference}:declined`,
      reason: PAYMENT_SERVER_MESSAGES.declined,
      terminal: true,
    };
  }
  return { kind: 'pending' };
}

export async function findTestCheckout(db: DbOrTx, reference: string): Promise<TestCheckoutRow | null> {
  const [row] = await db.select().from(testCheckouts).where(eq(testCheckouts.reference, reference)).limit(1);
  return row ?? null;
}

/** The payer's choice on the checkout page; a checkout is decided once. */
export async function decideTestCheckout(
  db: DbOrTx,
  reference: string,
  decision: 'approve' | 'decline',
): Promise<TestCheckoutRow | null> {
  await db
    .update(testCheckouts)
    .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: new Date() })
    .where(and(eq(testCheckouts.reference, reference), eq(testCheckouts.status, 'open')));
  return findTestCheckout(db, reference);
}
