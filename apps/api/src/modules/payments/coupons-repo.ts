import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CouponRow, coupons, couponUses, orders } from '../../db/schema';

/** The queries of coupon codes and their uses (the rules are in coupons.ts). */

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

export async function findCoupon(db: DbOrTx, id: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

export function listCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** Her use of a code, with the status of the order holding it. */
export async function findUse(db: DbOrTx, couponId: string, userId: string) {
  const [row] = await db
    .select({ id: couponUses.id, orderId: couponUses.orderId, orderStatus: orders.status })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one more use if the limit allows it: one conditional update, so contestants arriving at once never
 * pass the limit (each waits for the row, then reads the count the one before left). False when it is reached.
 */
export async function countUse(db: DbOrTx, couponId: string): Promise<boolean> {
  const [row] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, updatedAt: new Date() })
    .where(and(eq(coupons.id, couponId), lt(coupons.uses, coupons.maxUses)))
    .returning({ id: coupons.id });
  return Boolean(row);
}

/** Her use row for an order; false when she already holds one for this code. */
export async function insertUse(db: DbOrTx, couponId: string, userId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .insert(couponUses)
    .values({ couponId, userId, orderId })
    .onConflictDoNothing()
    .returning({ id: couponUses.id });
  return Boolean(row);
}

export async function moveUse(db: DbOrTx, useId: string, orderId: string): Promise<void> {
  await db.update(couponUses).set({ orderId }).where(eq(couponUses.id, useId));
}

/** Gives back the use an order held, if any: the row goes and the count with it. */
export async function releaseUseOf(db: DbOrTx, orderId: string): Promise<boolean> {
  const released = await db
    .delete(couponUses)
    .where(eq(couponUses.orderId, orderId))
    .returning({ couponId: couponUses.couponId });
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)`, updatedAt: new Date() })
      .where(eq(coupons.id, couponId));
  }
  return released.length > 0;
}

/** Counts a use again for an order paid after it had failed (its use given back meanwhile), whatever the limit. */
export async function retakeUse(db: DbOrTx, couponId: string, userId: string, orderId: string): Promise<void> {
  if (!(await insertUse(db, couponId, userId, orderId))) return;
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, updatedAt: new Date() })
    .where(eq(coupons.id, couponId));
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert): Promise<CouponRow | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCoupon(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<CouponRow, 'active' | 'maxUses' | 'expiresOn'>>,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row ?? null;
}

/** Locks a code's row for a change of its limit (a use counted meanwhile waits). */
export async function lockCoupon(db: DbOrTx, id: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row ?? null;
}
