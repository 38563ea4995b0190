import {
  type AdminCoupon,
  type CouponCreateBody,
  type CouponUpdateBody,
  formatMoneyMinor,
  COUPON_MESSAGES as M,
  normaliseCouponCode,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { CouponRow } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { insertCoupon, listCoupons, lockCoupon, updateCoupon } from '../../payments/coupons-repo';
import { getSetting } from '../../settings/service';

/** Coupon codes in the back office (docs/product/back-office.md#coupon-codes): made, listed and changed by staff. */

export function toAdminCoupon(c: CouponRow): AdminCoupon {
  return {
    _id: c.id,
    code: c.code,
    percentOff: c.percentOff,
    amountOffMinor: c.amountOffMinor,
    currency: c.currency,
    maxUses: c.maxUses,
    uses: c.uses,
    expiresOn: c.expiresOn,
    note: c.note,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
  };
}

const offOf = (c: CouponRow) =>
  c.percentOff != null ? `${c.percentOff} %` : formatMoneyMinor(c.amountOffMinor ?? 0, c.currency ?? 'USD');

export async function allCoupons(app: FastifyInstance): Promise<AdminCoupon[]> {
  return (await listCoupons(app.db)).map(toAdminCoupon);
}

/** A new code, in capitals; a fixed amount is in the fee's currency. Audited. */
export async function createCoupon(app: FastifyInstance, actor: AuditActor, body: CouponCreateBody) {
  const settings = await getSetting(app.db, 'registration');
  return app.db.transaction(async (tx) => {
    const row = await insertCoupon(tx, {
      code: normaliseCouponCode(body.code),
      percentOff: body.percentOff ?? null,
      amountOffMinor: body.amountOffMinor ?? null,
      currency: body.amountOffMinor != null ? settings.currency : null,
      maxUses: body.maxUses,
      expiresOn: body.expiresOn ?? null,
      note: body.note || null,
      createdBy: actor.id,
    });
    if (!row) throw conflict(M.codeTaken);
    await recordAudit(tx, actor, {
      resource: 'payments',
      action: 'payments.coupon-create',
      recordId: row.id,
      summary: `Created the coupon code ${row.code} (${offOf(row)} off, for ${row.maxUses} contestants)`,
      details: {
        code: row.code,
        percentOff: row.percentOff,
        amountOffMinor: row.amountOffMinor,
        currency: row.currency,
        maxUses: row.maxUses,
        expiresOn: row.expiresOn,
      },
    });
    return toAdminCoupon(row);
  });
}

/** Switches a code on or off, changes its limit (never below its uses) or its last day. Audited. */
export async function changeCoupon(app: FastifyInstance, actor: AuditActor, id: string, body: CouponUpdateBody) {
  return app.db.transaction(async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) throw notFound(M.notFound);
    if (body.maxUses !== undefined && body.maxUses < current.uses) throw conflict(M.limitBelowUses);
    const row = await updateCoupon(tx, id, {
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.maxUses !== undefined ? { maxUses: body.maxUses } : {}),
      ...(body.expiresOn !== undefined ? { expiresOn: body.expiresOn } : {}),
    });
    if (!row) throw notFound(M.notFound);
    const changes = [
      body.active !== undefined && body.active !== current.active
        ? body.active
          ? 'switched on'
          : 'switched off'
        : null,
      body.maxUses !== undefined && body.maxUses !== current.maxUses
        ? `limit ${current.maxUses} → ${body.maxUses}`
        : null,
      body.expiresOn !== undefined && body.expiresOn !== current.expiresOn
        ? `last day ${current.expiresOn ?? 'none'} → ${body.expiresOn ?? 'none'}`
        : null,
    ].filter(Boolean);
    await recordAudit(tx, actor, {
      resource: 'payments',
      action: 'payments.coupon-update',
      recordId: row.id,
      summary: `Changed the coupon code ${row.code}: ${changes.join(', ') || 'nothing'}`,
      details: { code: row.code, ...body },
    });
    return toAdminCoupon(row);
  });
}
