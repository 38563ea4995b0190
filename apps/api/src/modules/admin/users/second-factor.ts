import { SECOND_FACTOR_MESSAGES as M, ROLE_RANK, roleRank, type SecondFactorPolicy } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import { secondFactorResetMessage } from '../../../mail/templates/second-factor';
import { type AuditActor, recordAudit } from '../../audit/record';
import { setSetting } from '../../settings/service';
import { clearSecondFactor, hasSecondFactor, secondFactorPolicy } from '../../users/second-factor';
import { endAllSessions } from '../../users/sessions';

/**
 * A super admin's recovery path for a member of staff who lost her authenticator and her recovery codes: her
 * second factor is taken off, every session of hers ends (whoever holds one signs in again), the act is written to
 * the audit log in the same transaction, and she is told by e-mail. Nobody resets her own: a second super admin
 * must, so a stolen password and session of one super admin cannot take her second factor off.
 */
export async function resetSecondFactor(
  app: FastifyInstance,
  actor: AuditActor & { role: string },
  targetId: string,
): Promise<typeof users.$inferSelect> {
  if (roleRank(actor.role) < ROLE_RANK['super admin']) throw forbidden();
  if (actor.id === targetId) throw forbidden(M.resetOwn);
  const brand = await app.mail.brand();
  const row = await app.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1).for('update');
    if (!target) throw notFound();
    if (!hasSecondFactor(target) && !target.totpPendingSecret) throw conflict(M.resetNothing);
    await clearSecondFactor(tx, targetId);
    await endAllSessions(tx, targetId);
    await recordAudit(tx, actor, {
      resource: 'users',
      action: 'users.reset_second_factor',
      recordId: targetId,
      summary: `Reset the two-step sign-in of ${target.email}`,
      details: { email: target.email },
    });
    await enqueueEmail(tx, { to: target.email, ...secondFactorResetMessage(brand, target, actor.email) });
    const [updated] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1);
    return updated ?? target;
  });
  app.mail.wake();
  return row;
}

/** The organisation's rule, changed in the back office and written to the audit log with what it was. */
export async function setSecondFactorPolicy(
  app: FastifyInstance,
  actor: AuditActor,
  policy: SecondFactorPolicy,
): Promise<SecondFactorPolicy> {
  await app.db.transaction(async (tx) => {
    const before = await secondFactorPolicy(app, tx);
    await setSetting(tx, 'secondFactor', { policy });
    await recordAudit(tx, actor, {
      resource: 'users',
      action: 'users.second_factor_policy',
      summary: `Second factor required of: ${policy} (was ${before})`,
      details: { policy, before },
    });
  });
  return policy;
}
