import {
  BULK_EMAIL_MESSAGES,
  BULK_EMAIL_PREVIEW_COUNT,
  type BulkEmail,
  type BulkEmailAudience,
  type BulkEmailPreview,
  forbiddenAudienceParts,
  type Principal,
} from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bulkEmails } from '../../../db/schema';
import { badInput, forbidden, notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { ensureUnsubscribeTokens, unsubscribeLink } from '../../email-preferences/unsubscribe';
import { getOrganisation, getSetting } from '../../settings/service';
import { copyColumns, copyShell } from './copies';
import {
  type BulkEmailRow,
  copiesWritten,
  copyFor,
  countAudience,
  firstCopies,
  nextRecipientIds,
  progressOf,
  queueCopies,
  recentBulkEmails,
} from './repo';

/** Copies written to the outbox per transaction: small enough to keep memory flat, large enough to be quick. */
export const QUEUE_BATCH = 500;

interface Draft {
  audience: BulkEmailAudience;
  subject: string;
  message: string;
}

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
    countAudience(app.db, draft.audience),
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

function present(row: BulkEmailRow, progress: { queued: number; sent: number; failed: number } | undefined): BulkEmail {
  const p = progress ?? { queued: 0, sent: 0, failed: 0 };
  const state = row.state === 'queuing' ? 'queuing' : p.sent + p.failed < p.queued ? 'sending' : 'done';
  return {
    id: row.id,
    subject: row.subject,
    audience: row.audience,
    state,
    recipients: row.recipients,
    ...p,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBulkEmails(app: FastifyInstance): Promise<BulkEmail[]> {
  const rows = await recentBulkEmails(app.db);
  const progress = await progressOf(
    app.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => present(r, progress.get(r.id)));
}

export async function getBulkEmail(app: FastifyInstance, id: string): Promise<BulkEmail> {
  const [row] = await app.db.select().from(bulkEmails).where(eq(bulkEmails.id, id)).limit(1);
  if (!row) throw notFound('No such message.');
  return present(row, (await progressOf(app.db, [id])).get(id));
}

/**
 * Sends a message to everyone the audience matches. The request's id makes a retry find the first send
 * instead of making a second; copies are then written in the background, batch by batch, and a send stopped
 * half-way (a restart) carries on from where it was.
 */
export async function send(
  app: FastifyInstance,
  actor: AuditActor,
  body: Draft & { requestId: string },
): Promise<BulkEmail> {
  const [existing] = await app.db.select().from(bulkEmails).where(eq(bulkEmails.requestId, body.requestId)).limit(1);
  if (existing) {
    if (existing.state === 'queuing') startQueue(app, existing.id);
    return getBulkEmail(app, existing.id);
  }
  const { recipients } = await countAudience(app.db, body.audience);
  if (recipients === 0) throw badInput(BULK_EMAIL_MESSAGES.nobody);
  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bulkEmails)
      .values({
        requestId: body.requestId,
        subject: body.subject,
        message: body.message,
        audience: body.audience,
        recipients,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: bulkEmails.requestId })
      .returning();
    if (!inserted) return null;
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.bulk-email',
      recordId: inserted.id,
      summary: `Wrote to ${recipients} contestant${recipients === 1 ? '' : 's'}: ${body.subject}`,
      details: { subject: body.subject, audience: body.audience, recipients },
    });
    return inserted;
  });
  // Two identical requests at once: the other one made it.
  if (!row) return send(app, actor, body);
  startQueue(app, row.id);
  return present(row, undefined);
}

// Keyed by the database handle, which every plugin of one server shares (each plugin has its own instance).
const queues = new WeakMap<object, Map<string, Promise<void>>>();

function queuesOf(app: FastifyInstance) {
  let map = queues.get(app.db);
  if (!map) {
    map = new Map();
    queues.set(app.db, map);
  }
  return map;
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

/** Carries on every message a stop left half-written. */
export async function resumeQueues(app: FastifyInstance): Promise<void> {
  const rows = await app.db.select({ id: bulkEmails.id }).from(bulkEmails).where(eq(bulkEmails.state, 'queuing'));
  for (const row of rows) startQueue(app, row.id);
}

async function queueAll(app: FastifyInstance, id: string): Promise<void> {
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
    const userIds = await nextRecipientIds(app.db, row.audience, id, after, QUEUE_BATCH);
    if (userIds.length === 0) break;
    scheduled += await app.db.transaction(async (tx) => {
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
    app.mail.wake();
    after = userIds.at(-1) ?? null;
  }
  await app.db.update(bulkEmails).set({ state: 'done' }).where(eq(bulkEmails.id, id));
}
