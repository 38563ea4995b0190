import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ContestantRow, contestants } from '../../db/schema';

/**
 * The two steps of the lifecycle that payments drive (docs/product/registration.md#lifecycle).
 * Call them inside the payment's own transaction.
 */

/** Creates the user's record as payment_pending when there is none; returns the record either way. */
export async function ensureContestantRecord(tx: DbOrTx, userId: string): Promise<ContestantRow> {
  await tx.insert(contestants).values({ userId }).onConflictDoNothing({ target: contestants.userId });
  const [row] = await tx.select().from(contestants).where(eq(contestants.userId, userId)).limit(1);
  if (!row) throw new Error('contestant record missing after insert');
  return row;
}

export interface PaymentDetails {
  /** In minor units (cents). */
  amountMinor?: number;
  currency?: string;
  paidAt?: Date;
}

/**
 * A verified fee payment: payment_pending becomes in_progress (a later status is
 * kept, so a repeated webhook changes nothing). Creates the record if needed.
 */
export async function markContestantPaid(
  tx: DbOrTx,
  userId: string,
  payment: PaymentDetails = {},
): Promise<ContestantRow> {
  const row = await ensureContestantRecord(tx, userId);
  const paidAt = payment.paidAt ?? new Date();
  const [updated] = await tx
    .update(contestants)
    .set({
      registrationStatus: sql`CASE WHEN ${contestants.registrationStatus} = 'payment_pending' THEN 'in_progress' ELSE ${contestants.registrationStatus} END`,
      paidAt: sql`coalesce(${contestants.paidAt}, ${paidAt.toISOString()}::timestamptz)`,
      paymentAmountMinor: payment.amountMinor ?? row.paymentAmountMinor,
      paymentCurrency: payment.currency ?? row.paymentCurrency,
      version: sql`${contestants.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(contestants.id, row.id))
    .returning();
  if (!updated) throw new Error('contestant record missing after update');
  return updated;
}
