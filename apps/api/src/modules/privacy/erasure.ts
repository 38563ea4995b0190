import { erasedEmailFor, PRIVACY_MESSAGES } from '@cq/shared';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import {
  auditLog,
  bulkEmailRecipients,
  consentRecords,
  contactMessages,
  contestants,
  dataExports,
  delegateProfiles,
  deletionRequests,
  emailPreferences,
  fanBallots,
  feeReminders,
  inquiryReplies,
  judgingResults,
  loginAddresses,
  mediaFiles,
  notifications,
  oneTimeTokens,
  orders,
  outbox,
  paymentEvents,
  refreshTokens,
  refunds,
  sponsorshipInquiries,
  staffInvitations,
  testCheckouts,
  users,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { newSecureToken } from '../../lib/secure-token';
import { type AuditActor, recordAudit } from '../audit/record';
import { threadFileKeysOf } from '../messages/service';
import { todoFileKeysOf } from '../todos/repo';

/** What stands for a removed piece of personal data inside a text that is kept (an audit entry's summary). */
const ERASED = '[erased]';

export interface ErasureOutcome {
  userId: string;
  /** Stored files removed. */
  files: number;
  /** Payments kept, without anything that names her. */
  paymentsKept: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Her words in a text: each term on its own (not inside a longer word), whatever its case. */
function scrubber(terms: string[]) {
  const usable = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) return (s: string) => s;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (s: string) => s.replace(pattern, ERASED);
}

/**
 * Erases an account inside `tx`: everything that names or describes her goes (her registration and its versions,
 * files, notifications, agreements, sessions, messages she sent or was sent, her copies of her data), her account
 * row stays as an empty shell that cannot sign in, so what the law requires of her payments (amount, currency,
 * date, reference) is kept against it without anything personal. Audit entries about her keep what was done but
 * not who she was. Returns the storage keys to remove once the transaction has committed.
 */
export async function eraseInTransaction(
  tx: Tx,
  userId: string,
): Promise<{ storageKeys: string[]; paymentsKept: number } | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!user) return null;
  const email = user.email.toLowerCase();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const [contestant] = await tx.select().from(contestants).where(eq(contestants.userId, userId)).limit(1);

  // Stored files: her uploads, her public photos, her copies of her data.
  const storageKeys: string[] = [];
  if (contestant) {
    const media = await tx
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(eq(mediaFiles.contestantId, contestant.id));
    storageKeys.push(...media.map((m) => m.key));
    const [profile] = await tx
      .select({ photos: delegateProfiles.photos })
      .from(delegateProfiles)
      .where(eq(delegateProfiles.contestantId, contestant.id));
    storageKeys.push(...(profile?.photos?.keys ?? []));
    storageKeys.push(...(await todoFileKeysOf(tx, contestant.id)));
    storageKeys.push(...(await threadFileKeysOf(tx, contestant.id)));
  }
  const exportsOf = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey, id: dataExports.id });
  for (const e of exportsOf) storageKeys.push(e.key ?? `exports/${userId}/${e.id}.zip`);

  // Her registration (its versions, files, notes, messages, tags, public profile and scores go with it).
  if (contestant) await tx.delete(contestants).where(eq(contestants.id, contestant.id));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(consentRecords).where(eq(consentRecords.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(loginAddresses).where(eq(loginAddresses.userId, userId));
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  await tx.delete(bulkEmailRecipients).where(eq(bulkEmailRecipients.userId, userId));
  await tx.delete(feeReminders).where(eq(feeReminders.userId, userId));
  await tx.delete(staffInvitations).where(or(eq(staffInvitations.userId, userId), eq(staffInvitations.email, email)));
  // The fan votes she cast still count for the delegates she chose, from no one.
  await tx.update(fanBallots).set({ userId: null }).where(eq(fanBallots.userId, userId));

  // Mail to her, and copies of what she wrote that went to others.
  await tx
    .delete(outbox)
    .where(
      or(
        sql`lower(${outbox.to}) = ${email}`,
        ilike(outbox.text, `%${email}%`),
        ilike(outbox.subject, `%${email}%`),
        fullName ? ilike(outbox.text, `%${fullName}%`) : undefined,
      ),
    );
  // What she sent through the public forms, and the replies to it.
  await tx.delete(inquiryReplies).where(sql`lower(${inquiryReplies.toEmail}) = ${email}`);
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
  await tx.delete(sponsorshipInquiries).where(sql`lower(${sponsorshipInquiries.email}) = ${email}`);

  // Payments: the amount, currency, dates, status and reference stay; nothing else that could say who paid.
  const kept = await tx
    .update(orders)
    .set({ authorizationUrl: null, failureReason: null, note: null, updatedAt: new Date() })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id, reference: orders.reference });
  if (kept.length > 0) {
    // Her refunds keep their amount, state and dates; the reasons staff wrote may name her.
    await tx
      .update(refunds)
      .set({ reason: '', failureReason: null, updatedAt: new Date() })
      .where(
        inArray(
          refunds.orderId,
          kept.map((o) => o.id),
        ),
      );
    await tx
      .update(paymentEvents)
      .set({ details: {} })
      .where(
        inArray(
          paymentEvents.orderId,
          kept.map((o) => o.id),
        ),
      );
    await tx
      .update(testCheckouts)
      .set({ email: erasedEmailFor(userId) })
      .where(
        inArray(
          testCheckouts.reference,
          kept.map((o) => o.reference),
        ),
      );
  }
  await tx
    .update(testCheckouts)
    .set({ email: erasedEmailFor(userId) })
    .where(sql`lower(${testCheckouts.email}) = ${email}`);

  // Audit entries about her (or naming her) keep what was done, not who she was. Chained judging entries are
  // left whole: changing one would break the chain that proves the results.
  const scrub = scrubber([email, fullName, user.firstName, user.lastName, user.phoneNumber]);
  const recordIds = [userId, contestant?.id, ...kept.map((o) => o.id)].filter((v): v is string => Boolean(v));
  const naming = [email, fullName, user.phoneNumber].filter((t) => t.trim().length > 0);
  const entries = await tx
    .select()
    .from(auditLog)
    .where(
      and(
        isNull(auditLog.hash),
        or(
          inArray(auditLog.recordId, recordIds),
          eq(auditLog.actorId, userId),
          ...naming.flatMap((t) => [
            ilike(auditLog.summary, `%${t}%`),
            ilike(sql<string>`${auditLog.details}::text`, `%${t}%`),
          ]),
        ),
      ),
    );
  for (const entry of entries) {
    const summary = scrub(entry.summary);
    const details = JSON.parse(scrub(JSON.stringify(entry.details))) as Record<string, unknown>;
    const actorEmail = entry.actorId === userId ? erasedEmailFor(userId) : entry.actorEmail;
    await tx.update(auditLog).set({ summary, details, actorEmail }).where(eq(auditLog.id, entry.id));
  }

  // The account itself: an empty shell that cannot sign in, kept for the payments that point at it.
  await tx
    .update(users)
    .set({
      email: erasedEmailFor(userId),
      firstName: '',
      lastName: '',
      phoneNumber: '',
      picture: null,
      passwordHash: await hashPassword(newSecureToken()),
      role: 'user',
      permissions: [],
      isActive: false,
      lastLogin: null,
      // A mail server's answer about her address names the address.
      emailBouncedAt: null,
      emailBounceReason: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return { storageKeys, paymentsKept: kept.length };
}

/**
 * Whether a published score sheet names this registration. A sheet is hashed and chained to the next, so it is
 * never changed: such an account is not erased (and the retention rule passes it by).
 */
export function namedInPublishedResults(contestantId: SQL | string): SQL {
  return sql`exists (select 1 from ${judgingResults} where position(${contestantId}::text in ${judgingResults.sheet}) > 0)`;
}

/** Removes stored files after the erasure committed; one that cannot be removed now is named in the log. */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of keys) {
    await app.storage.delete(key).catch((err) => app.log.error({ err, key }, 'erased file not removed'));
  }
}

/**
 * Staff carry out a person's request to be erased: the erasure, the request marked done and one audit entry
 * that says what was done and names no one, in one transaction; then her stored files are removed.
 */
export async function eraseOnRequest(
  app: FastifyInstance,
  actor: AuditActor,
  requestId: string,
): Promise<ErasureOutcome> {
  const result = await app.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId))
      .for('update')
      .limit(1);
    if (!request) throw notFound(PRIVACY_MESSAGES.deletionRequestNotFound);
    if (request.state === 'erased') throw conflict(PRIVACY_MESSAGES.alreadyErased);
    const [named] = await tx
      .select({ id: contestants.id })
      .from(contestants)
      .where(and(eq(contestants.userId, request.userId), namedInPublishedResults(sql`${contestants.id}`)));
    if (named) throw conflict(PRIVACY_MESSAGES.inPublishedResults);
    const erased = await eraseInTransaction(tx, request.userId);
    if (!erased) throw notFound(PRIVACY_MESSAGES.deletionRequestNotFound);
    await tx
      .update(deletionRequests)
      .set({ state: 'erased', erasedAt: new Date(), erasedBy: actor.id })
      .where(eq(deletionRequests.id, requestId));
    await recordAudit(tx, actor, {
      resource: 'users',
      action: 'users.erase',
      recordId: request.userId,
      summary: 'Erased an account at its owner’s request',
      details: { requestId, files: erased.storageKeys.length, paymentsKept: erased.paymentsKept },
    });
    return { ...erased, userId: request.userId };
  });
  await removeStoredFiles(app, result.storageKeys);
  return { userId: result.userId, files: result.storageKeys.length, paymentsKept: result.paymentsKept };
}
