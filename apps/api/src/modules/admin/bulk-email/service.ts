import { randomUUID } from 'node:crypto';
import {
  BULK_EMAIL_MESSAGES,
  BULK_EMAIL_PREVIEW_COUNT,
  BULK_EMAIL_UNDELIVERED_LISTED,
  type BulkEmail,
  type BulkEmailAudience,
  type BulkEmailPreview,
  type BulkEmailWords,
  forbiddenAudienceParts,
  type Principal,
  SUPPORTED_LOCALES,
  type Translations,
} from '@cq/shared';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { bulkEmails } from '../../../db/schema';
import { badInput, conflict, forbidden, notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { ensureUnsubscribeTokens, unsubscribeLink } from '../../email-preferences/unsubscribe';
import { getOrganisation, getSetting } from '../../settings/service';
import { assertAttachable, claimAttachments } from './attachments';
import { copyColumns, copyShell } from './copies';
import {
  type BulkEmailRow,
  copiesWritten,
  copyFor,
  countAudience,
  firstCopies,
  nextRecipientIds,
  type Progress,
  progressOf,
  queueCopies,
  recentBulkEmails,
  undeliveredOf,
} from './repo';

/**
 * How long an instance holds a message whose copies it writes, renewed with each batch (a batch takes well under
 * a second). When it stops without finishing, any instance takes the writing over once this has passed.
 */
export const QUEUE_LEASE_MS = 60_000;
/** How often each instance looks for a message whose writer has stopped. */
export const QUEUE_SWEEP_MS = QUEUE_LEASE_MS / 2;
/** How often each instance looks for a scheduled message whose time has come: it starts within this of it. */
export const SCHEDULE_CHECK_MS = 10_000;

interface Draft {
  audience: BulkEmailAudience;
  subject: string;
  message: string;
  translations?: Translations<BulkEmailWords> | undefined;
}

/** The languages a message has a version in: English, and each other language staff wrote it in. */
const writtenLanguages = (draft: Draft) => SUPPORTED_LOCALES.filter((l) => l === 'en' || draft.translations?.[l]);

/** What stays the same for every copy: the brand, the reply address and the deadline. Read before any write. */
async function context(app: FastifyInstance) {
  const [brand, organisation, registration] = await Promise.all([
    app.mail.brand(),
    getOrganisation(app.db, app.config),
    getSetting(app.db, 'registration'),
  ]);
  const deadline = registration.registrationEnd
    ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(registration.registrationEnd),
      )
    : 'to be announced';
  return { brand, replyTo: organisation.contactEmail, deadline, unsubscribePrefix: unsubscribeLink(app, '') };
}

/** The message laid out once, and the SQL that fills in each recipient's copy. */
async function writer(app: FastifyInstance, draft: Draft) {
  const ctx = await context(app);
  const shell = copyShell(ctx.brand, draft);
  return {
    ...ctx,
    kind: shell.kind,
    columns: copyColumns(shell, ctx.deadline, ctx.unsubscribePrefix, 'own'),
    // A preview or a test shows a recipient's copy to staff: with a link that unsubscribes nobody.
    sampleColumns: copyColumns(shell, ctx.deadline, ctx.unsubscribePrefix, 'placeholder'),
  };
}

/** Refuses (403) an audience with a part this member of staff may not read (a judging round's delegates). */
export function checkAudience(user: Principal | null | undefined, audience: Draft['audience']): void {
  if (forbiddenAudienceParts(user, audience).length > 0) throw forbidden();
}

/** Who would receive it, and the first few copies written out as each would read them. */
export async function preview(app: FastifyInstance, draft: Draft): Promise<BulkEmailPreview> {
  const w = await writer(app, draft);
  const [counts, first] = await Promise.all([
    countAudience(app.db, draft.audience, writtenLanguages(draft)),
    firstCopies(app.db, draft.audience, w.sampleColumns, BULK_EMAIL_PREVIEW_COUNT),
  ]);
  return { ...counts, samples: first.map((c) => ({ to: c.to, subject: c.subject, text: c.text })) };
}

/** One copy to the staff member herself, filled in as the first recipient's would be (or with her own name). */
export async function sendTest(app: FastifyInstance, actor: AuditActor, draft: Draft) {
  const w = await writer(app, draft);
  const [first] = await firstCopies(app.db, draft.audience, w.sampleColumns, 1);
  const [own] = first ? [] : await copyFor(app.db, actor.id, w.sampleColumns);
  const copy = first ?? own;
  if (!copy) throw notFound('No such account.');
  await enqueueEmail(app.db, {
    kind: w.kind,
    to: actor.email,
    replyTo: w.replyTo,
    subject: `[Test] ${copy.subject}`,
    html: copy.html,
    text: copy.text,
  });
  app.mail.wake();
}

function present(
  row: BulkEmailRow,
  progress: Progress | undefined,
  undelivered: BulkEmail['undelivered'] = [],
): BulkEmail {
  const p = progress ?? { queued: 0, sent: 0, bounced: 0, failed: 0 };
  const state =
    row.state === 'queuing' || row.state === 'scheduled' || row.state === 'cancelled'
      ? row.state
      : p.sent + p.bounced + p.failed < p.queued
        ? 'sending'
        : 'done';
  return {
    id: row.id,
    subject: row.subject,
    audience: row.audience,
    state,
    recipients: row.recipients,
    ...p,
    undelivered,
    sendAt: row.sendAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBulkEmails(app: FastifyInstance): Promise<BulkEmail[]> {
  const rows = await recentBulkEmails(app.db);
  const ids = rows.map((r) => r.id);
  const [progress, undelivered] = await Promise.all([
    progressOf(app.db, ids),
    undeliveredOf(app.db, ids, BULK_EMAIL_UNDELIVERED_LISTED),
  ]);
  return rows.map((r) => present(r, progress.get(r.id), undelivered.get(r.id)));
}

export async function getBulkEmail(app: FastifyInstance, id: string): Promise<BulkEmail> {
  const [row] = await app.db.select().from(bulkEmails).where(eq(bulkEmails.id, id)).limit(1);
  if (!row) throw notFound(BULK_EMAIL_MESSAGES.notFound);
  const [progress, undelivered] = await Promise.all([
    progressOf(app.db, [id]),
    undeliveredOf(app.db, [id], BULK_EMAIL_UNDELIVERED_LISTED),
  ]);
  return present(row, progress.get(id), undelivered.get(id));
}

/**
 * Sends a message to everyone the audience matches. The request's id makes a retry find the first send
 * instead of making a second; copies are then written in the background, batch by batch, and a send stopped
 * half-way (a restart) carries on from where it was.
 */
export async function send(
  app: FastifyInstance,
  actor: AuditActor,
  body: Draft & { requestId: string; sendAt?: string | null | undefined; attachments?: string[] | undefined },
  now = new Date(),
): Promise<BulkEmail> {
  const [existing] = await app.db.select().from(bulkEmails).where(eq(bulkEmails.requestId, body.requestId)).limit(1);
  if (existing) {
    if (existing.state === 'queuing') startQueue(app, existing.id);
    return getBulkEmail(app, existing.id);
  }
  const sendAt = body.sendAt ? new Date(body.sendAt) : null;
  if (sendAt && sendAt.getTime() <= now.getTime()) {
    throw badInput(BULK_EMAIL_MESSAGES.pastTime, { sendAt: BULK_EMAIL_MESSAGES.pastTime });
  }
  const { recipients, fallback } = await countAudience(app.db, body.audience, writtenLanguages(body));
  if (recipients === 0) throw badInput(BULK_EMAIL_MESSAGES.nobody);
  const attachments = body.attachments ?? [];
  await assertAttachable(app.db, attachments);
  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bulkEmails)
      .values({
        requestId: body.requestId,
        subject: body.subject,
        message: body.message,
        translations: body.translations ?? {},
        audience: body.audience,
        recipients,
        createdBy: actor.id,
        ...(sendAt ? { state: 'scheduled' as const, sendAt } : {}),
      })
      .onConflictDoNothing({ target: bulkEmails.requestId })
      .returning();
    if (!inserted) return null;
    await claimAttachments(tx, inserted.id, attachments);
    const who = `${recipients} contestant${recipients === 1 ? '' : 's'}`;
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: sendAt ? 'contestants.bulk-email-schedule' : 'contestants.bulk-email',
      recordId: inserted.id,
      summary: sendAt
        ? `Scheduled a message to ${who} for ${sendAt.toISOString()}: ${body.subject}`
        : `Wrote to ${who}: ${body.subject}`,
      details: {
        subject: body.subject,
        audience: body.audience,
        recipients,
        languages: writtenLanguages(body),
        inEnglishInstead: fallback,
        ...(attachments.length ? { attachments: attachments.length } : {}),
        ...(sendAt ? { sendAt: sendAt.toISOString() } : {}),
      },
    });
    return inserted;
  });
  // Two identical requests at once: the other one made it.
  if (!row) return send(app, actor, body, now);
  if (!sendAt) startQueue(app, row.id);
  return present(row, undefined);
}

/** Cancels a scheduled message before it starts (audited); one already started, or cancelled, is refused (409). */
export async function cancelScheduled(app: FastifyInstance, actor: AuditActor, id: string): Promise<BulkEmail> {
  const cancelled = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bulkEmails)
      .set({ state: 'cancelled' })
      .where(and(eq(bulkEmails.id, id), eq(bulkEmails.state, 'scheduled')))
      .returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.bulk-email-cancel',
      recordId: row.id,
      summary: `Cancelled the message scheduled for ${row.sendAt?.toISOString() ?? 'later'}: ${row.subject}`,
      details: { subject: row.subject, sendAt: row.sendAt?.toISOString() ?? null },
    });
    return row;
  });
  if (!cancelled) {
    const [row] = await app.db.select({ id: bulkEmails.id }).from(bulkEmails).where(eq(bulkEmails.id, id)).limit(1);
    if (!row) throw notFound(BULK_EMAIL_MESSAGES.notFound);
    throw conflict(BULK_EMAIL_MESSAGES.notCancellable);
  }
  return getBulkEmail(app, id);
}

/**
 * Starts every scheduled message whose time has come: its recipients are counted again (the audience as it is
 * now), and it turns to 'queuing' in one statement that only one instance can win; the copies are then written
 * under the lease, as for a message sent at once. Resolves once each started one is written (tests).
 */
export async function startDue(app: FastifyInstance, now = new Date()): Promise<string[]> {
  const due = await app.db
    .select()
    .from(bulkEmails)
    .where(and(eq(bulkEmails.state, 'scheduled'), lte(bulkEmails.sendAt, now)))
    .orderBy(asc(bulkEmails.sendAt));
  const started: string[] = [];
  for (const row of due) {
    const { recipients } = await countAudience(app.db, row.audience, writtenLanguages(row));
    const [won] = await app.db
      .update(bulkEmails)
      .set({ state: 'queuing', recipients })
      .where(and(eq(bulkEmails.id, row.id), eq(bulkEmails.state, 'scheduled')))
      .returning({ id: bulkEmails.id });
    if (!won) continue;
    started.push(row.id);
    startQueue(app, row.id);
  }
  return started;
}

const dueChecks = new WeakMap<object, Promise<unknown>>();

/** Looks for scheduled messages whose time has come every SCHEDULE_CHECK_MS until the returned function is called. */
export function watchSchedule(app: FastifyInstance): () => void {
  const timer = setInterval(() => {
    dueChecks.set(
      app.db,
      startDue(app).catch((err) => app.log.error({ err }, 'could not start a scheduled bulk e-mail')),
    );
  }, SCHEDULE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The latest look for due messages, once it has started them (tests). */
export function whenChecked(app: FastifyInstance): Promise<unknown> {
  return dueChecks.get(app.db) ?? Promise.resolve();
}

// Keyed by the database handle, which every plugin of one server shares (each plugin has its own instance).
const queues = new WeakMap<object, Map<string, Promise<void>>>();
/** This instance's name on the leases it holds. */
const owners = new WeakMap<object, string>();

function queuesOf(app: FastifyInstance) {
  let map = queues.get(app.db);
  if (!map) {
    map = new Map();
    queues.set(app.db, map);
  }
  return map;
}

function ownerOf(app: FastifyInstance): string {
  let owner = owners.get(app.db);
  if (!owner) {
    owner = randomUUID();
    owners.set(app.db, owner);
  }
  return owner;
}

/**
 * Takes or renews the lease on a message still being written: free, lapsed, or already this instance's. False
 * when another instance holds it (or the message is no longer queuing): this one then leaves it alone.
 */
async function holdLease(db: DbOrTx, id: string, owner: string, now = new Date()): Promise<boolean> {
  const held = await db
    .update(bulkEmails)
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + QUEUE_LEASE_MS) })
    .where(
      and(
        eq(bulkEmails.id, id),
        eq(bulkEmails.state, 'queuing'),
        or(isNull(bulkEmails.leaseUntil), lt(bulkEmails.leaseUntil, now), eq(bulkEmails.leaseOwner, owner)),
      ),
    )
    .returning({ id: bulkEmails.id });
  return held.length > 0;
}

/** Starts writing a message's copies unless this instance already is; resolves when they are all written. */
export function startQueue(app: FastifyInstance, id: string): Promise<void> {
  const map = queuesOf(app);
  const running = map.get(id);
  if (running) return running;
  const job = queueAll(app, id)
    .catch((err) => app.log.error({ err, bulkEmailId: id }, 'bulk e-mail stopped; it resumes at the next start'))
    .finally(() => map.delete(id));
  map.set(id, job);
  return job;
}

/** Every copy still being written on this instance (tests, and a clean shutdown). */
export function whenQueued(app: FastifyInstance): Promise<unknown> {
  return Promise.allSettled([...queuesOf(app).values()]);
}

/**
 * Carries on every message whose writing stopped half-way: at a start, and on each instance every
 * QUEUE_SWEEP_MS, so a message whose instance died is finished by another once its lease has passed.
 */
export async function resumeQueues(app: FastifyInstance, now = new Date()): Promise<void> {
  const rows = await app.db
    .select({ id: bulkEmails.id })
    .from(bulkEmails)
    .where(
      and(
        eq(bulkEmails.state, 'queuing'),
        or(isNull(bulkEmails.leaseUntil), lt(bulkEmails.leaseUntil, now), eq(bulkEmails.leaseOwner, ownerOf(app))),
      ),
    );
  for (const row of rows) startQueue(app, row.id);
}

const sweeps = new WeakMap<object, Promise<void>>();

/** Looks for abandoned messages every QUEUE_SWEEP_MS until the returned function is called. */
export function sweepQueues(app: FastifyInstance): () => void {
  const timer = setInterval(() => {
    sweeps.set(
      app.db,
      resumeQueues(app).catch((err) => app.log.error({ err }, 'could not resume bulk e-mail')),
    );
  }, QUEUE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The latest sweep's look for abandoned messages, once it has started their writing (tests). */
export function whenSwept(app: FastifyInstance): Promise<void> {
  return sweeps.get(app.db) ?? Promise.resolve();
}

/**
 * Writes a message's copies, batch by batch, under its lease. Each batch renews the lease in its own
 * transaction; an instance that finds the lease taken over stops. Two writers at once (one that was thought
 * dead) still give each recipient one copy: a copy is written only with her row in bulk_email_recipients.
 */
async function queueAll(app: FastifyInstance, id: string): Promise<void> {
  const owner = ownerOf(app);
  if (!(await holdLease(app.db, id, owner))) return;
  const [row] = await app.db.select().from(bulkEmails).where(eq(bulkEmails.id, id)).limit(1);
  if (row?.state !== 'queuing') return;
  const w = await writer(app, row);
  // The copies leave at the configured rate: copy k of the message is due k spacings after the send. A send
  // resumed after a stop carries on from that schedule, or from now when it has already passed.
  const spacingMs = 60_000 / app.config.bulkEmailPerMinute;
  const written = await copiesWritten(app.db, id);
  const base = Math.max(Date.now(), row.createdAt.getTime() + written * spacingMs);
  let scheduled = 0;
  let after: string | null = null;
  for (;;) {
    // Small enough to keep memory flat, large enough to be quick (500 by default).
    const userIds = await nextRecipientIds(app.db, row.audience, id, after, app.config.bulkEmailQueueBatch);
    if (userIds.length === 0) break;
    const batch = await app.db.transaction(async (tx) => {
      if (!(await holdLease(tx, id, owner))) return null;
      await ensureUnsubscribeTokens(tx, userIds);
      return queueCopies(tx, {
        bulkEmailId: id,
        userIds,
        columns: w.columns,
        kind: w.kind,
        replyTo: w.replyTo,
        firstDue: new Date(base + scheduled * spacingMs),
        spacingMs,
      });
    });
    // Another instance took the message over (this one was thought stopped): it finishes the writing.
    if (batch === null) return;
    scheduled += batch;
    app.mail.wake();
    after = userIds.at(-1) ?? null;
  }
  await app.db
    .update(bulkEmails)
    .set({ state: 'done', leaseOwner: null, leaseUntil: null })
    .where(and(eq(bulkEmails.id, id), eq(bulkEmails.leaseOwner, owner)));
}
