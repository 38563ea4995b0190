import { randomBytes } from 'node:crypto';
import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fanVotes, type OrderRow, orders, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ProviderRejectedError, ProviderUnavailableError } from '../../payments';

/** Our reference for an order: unguessable (the test checkout page is reached by it) and accepted by every provider. */
export function newReference(): string {
  return `CQ-${randomBytes(12).toString('hex')}`;
}

export async function findOwnOrderByReference(db: DbOrTx, userId: string, reference: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_SERVER_MESSAGES.orderNotFound);
  return row;
}

export async function findOwnOrder(db: DbOrTx, userId: string, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_SERVER_MESSAGES.orderNotFound);
  return row;
}

/** The order a provider's event is about: by our reference or the provider's own id. */
export async function findOrderForEvent(
  db: DbOrTx,
  provider: OrderRow['provider'],
  reference: string | null,
  providerReference: string | null,
): Promise<OrderRow | null> {
  const conditions = [
    ...(reference ? [eq(orders.reference, reference)] : []),
    ...(providerReference ? [eq(orders.providerReference, providerReference)] : []),
  ];
  if (!conditions.length) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), or(...conditions)))
    .limit(1);
  return row ?? null;
}

/** Her latest order of a product (a vote pack's never speaks for her registration fee). */
export async function latestOrderId(db: DbOrTx, userId: string, product: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.product, product)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Another order of hers for the same product that was paid and taken (refunded since or not). */
export async function secondPaidOf(db: DbOrTx, order: OrderRow): Promise<boolean> {
  const [other] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.product, order.product),
        inArray(orders.status, ['paid', 'refunded']),
        ne(orders.id, order.id),
        isNull(orders.closedReason),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/** A provider's trouble as the payer sees it: 502 with a plain message; the detail goes to the log only. */
export function providerFailure(err: unknown): Error {
  if (err instanceof ProviderUnavailableError) return new AppError(502, PAYMENT_SERVER_MESSAGES.providerUnavailable);
  if (err instanceof ProviderRejectedError) return new AppError(502, PAYMENT_SERVER_MESSAGES.providerRejected);
  return err instanceof Error ? err : new Error(String(err));
}

/** An order with its payer's name and e-mail (for a receipt), and the fan vote a vote pack is for. */
export async function findOrderWithPayer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      order: orders,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      voteName: fanVotes.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

/** Her orders, newest first, each with the name of the fan vote a vote pack is for. */
export function listOwnOrders(db: DbOrTx, userId: string): Promise<{ order: OrderRow; voteName: string | null }[]> {
  return db
    .select({ order: orders, voteName: fanVotes.name })
    .from(orders)
    .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
