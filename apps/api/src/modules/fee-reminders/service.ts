import { randomUUID } from 'node:crypto';
import { type FeeReminderStage, feeReminderStage } from '@cq/shared';
import { and, asc, eq, exists, gte, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { contestants, emailPreferences, feeReminders, users } from '../../db/schema';
import { enqueueEmail } from '../../mail';
import { feeReminderMessage } from '../../mail/templates/fee-reminders';
import { ensureUnsubscribeTokens } from '../email-preferences/unsubscribe';
import { getOrganisation, getSetting } from '../settings/service';

/** How often each instance looks for reminders to send (each one still goes out once: its row's key). */
export const FEE_REMINDER_RUN_EVERY_MS = 15 * 60_000;

/** The fee is unpaid: no status yet, waiting, or failed. Paid (a waiver too) and refunded accounts are left alone. */
const UNPAID = or(isNull(users.paymentStatus), inArray(users.paymentStatus, ['pending', 'failed']));

/**
 * Who is due this reminder: a contestant whose account is active and reachable, whose fee is unpaid, who has
 * not asked to stop bulk messages, and who has not had this reminder or a later one.
 */
function dueWhere(db: DbOrTx, stage: FeeReminderStage) {
  const optedOut = exists(
    db
      .select({ one: sql`1` })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, users.id), isNotNull(emailPreferences.unsubscribedAt))),
  );
  const reminded = exists(
    db
      .select({ one: sql`1` })
      .from(feeReminders)
      .where(and(eq(feeReminders.userId, users.id), gte(feeReminders.stage, stage))),
  );
  return and(
    eq(users.isActive, true),
    eq(users.accountKind, 'contestant'),
    isNull(users.emailBouncedAt),
    UNPAID,
    not(optedOut),
    not(reminded),
  );
}

export interface FeeReminderRun {
  stage: FeeReminderStage | null;
  sent: number;
}

/**
 * Sends the reminder due now to each contestant who signed up without paying, when staff turned the reminders
 * on and registration is open with a closing date: the first `firstDays` before closing, the second and last
 * `secondDays` before. Each reminder's row and its message are written in one transaction, and the row's key
 * lets it be written once, whatever the number of runs or instances. Her fee paid (or waived) or her
 * unsubscribing before a run means that run writes her nothing.
 */
export async function runFeeReminders(app: FastifyInstance, now = new Date()): Promise<FeeReminderRun> {
  const [mailing, registration] = await Promise.all([
    getSetting(app.db, 'mailing'),
    getSetting(app.db, 'registration'),
  ]);
  if (!mailing.feeReminders.enabled || !registration.isOpen || !registration.registrationEnd) {
    return { stage: null, sent: 0 };
  }
  const closesAt = new Date(registration.registrationEnd);
  const stage = feeReminderStage(closesAt, now, mailing.feeReminders);
  if (!stage) return { stage: null, sent: 0 };

  const due = await app.db
    .select({ id: users.id })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(dueWhere(app.db, stage))
    .orderBy(asc(users.id));
  if (due.length === 0) return { stage, sent: 0 };
  await ensureUnsubscribeTokens(
    app.db,
    due.map((d) => d.id),
  );
  const [brand, organisation] = await Promise.all([app.mail.brand(), getOrganisation(app.db, app.config)]);
  let sent = 0;
  for (const { id } of due) {
    const wrote = await app.db.transaction(async (tx) => {
      // Read again inside the transaction: she may have paid or unsubscribed since the list was made.
      const [r] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          token: emailPreferences.unsubscribeToken,
        })
        .from(users)
        .innerJoin(emailPreferences, eq(emailPreferences.userId, users.id))
        .where(and(eq(users.id, id), dueWhere(tx, stage)))
        .limit(1);
      if (!r) return false;
      const [claimed] = await tx
        .insert(feeReminders)
        .values({ userId: id, stage, outboxId: randomUUID(), sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: feeReminders.userId });
      if (!claimed) return false;
      const outboxId = await enqueueEmail(tx, {
        to: r.email,
        replyTo: organisation.contactEmail,
        ...feeReminderMessage(brand, r, closesAt, r.token),
      });
      await tx
        .update(feeReminders)
        .set({ outboxId })
        .where(and(eq(feeReminders.userId, id), eq(feeReminders.stage, stage)));
      return true;
    });
    if (wrote) sent++;
  }
  if (sent > 0) app.mail.wake();
  return { stage, sent };
}
