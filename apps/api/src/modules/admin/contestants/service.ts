import {
  ADMIN_CONTESTANT_MESSAGES,
  type AdminContestantDetail,
  type AdminContestantSummary,
  type ContestantFilters,
  type ContestantList,
  type ContestantListQuery,
  type ContestantNote,
  canDecide,
  DECISION_TRANSITIONS,
  type DecisionBody,
  EDITABLE_STATUSES,
  type GrantEditsBody,
  type NoteBody,
  type ReviewDecision,
  registrationStatusLabel,
} from '@cq/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { type ContestantRow, contestantNotes, contestants } from '../../../db/schema';
import { conflict, forbidden } from '../../../lib/errors';
import { enqueueEmail, type MailBrand, type OutgoingEmail } from '../../../mail';
import type { MailRecipient } from '../../../mail/templates/format';
import {
  activeParticipantMessage,
  approvedMessage,
  editsGrantedMessage,
  needsAttentionMessage,
} from '../../../mail/templates/review';
import { type AuditActor, type AuditEntry, recordAudit } from '../../audit/record';
import { editsRemaining } from '../../contestants/repo';
import {
  editsGrantedNotification,
  registrationActivatedNotification,
  registrationApprovedNotification,
  registrationNeedsAttentionNotification,
} from '../../notifications/messages';
import { createNotification, type NewNotification } from '../../notifications/producer';
import { getSetting } from '../../settings/service';
import { listMedia } from '../../uploads/media';
import { reasonFor } from '../rejection-reasons/service';
import { contestantsCsv, exportFileName } from './csv';
import { messageRowsOf, withReplies } from './messages';
import { toContestantDetail, toNote, toSummary, toVersions } from './present';
import { countsOfAll, findRecord, listPage, noteRowsOf, submissionsOf, summaryById } from './repo';

/**
 * Staff decisions on a record. Each is one conditional UPDATE on the version
 * the reviewer saw, with its notification, e-mail and audit entry in the same
 * transaction: a record that changed meanwhile is refused (409), never decided
 * on unseen.
 */
export interface StaffActor extends AuditActor {
  name: string;
}

const M = ADMIN_CONTESTANT_MESSAGES;
const VERB: Record<ReviewDecision, string> = { approve: 'Approved', reject: 'Sent back', activate: 'Activated' };

/** Why a decision cannot be taken on the record as it is now; null when it can. */
function refusal(row: ContestantRow, version: number, decision: ReviewDecision): string | null {
  if (row.version !== version) return M.stale;
  if (canDecide(decision, row.registrationStatus, row.editing)) return null;
  return row.editing ? M.editing : M.wrongState[decision];
}

function emailFor(decision: ReviewDecision, brand: MailBrand, to: MailRecipient, message: string | null) {
  if (decision === 'reject') return needsAttentionMessage(brand, to, message ?? '');
  if (decision === 'approve') return approvedMessage(brand, to, message);
  return activeParticipantMessage(brand, to, message);
}

function notificationFor(decision: ReviewDecision, userId: string, version: number, message: string | null) {
  if (decision === 'reject') return registrationNeedsAttentionNotification(userId, version, message ?? '');
  if (decision === 'approve') return registrationApprovedNotification(userId, version);
  return registrationActivatedNotification(userId, version);
}

/** What a reviewer sees of one record: the account, the form, every version, the files and the notes. */
export async function contestantDetail(app: FastifyInstance, id: string): Promise<AdminContestantDetail> {
  const found = await findRecord(app.db, id);
  const [{ maxEdits }, submissions, media, notes, messages] = await Promise.all([
    getSetting(app.db, 'registration'),
    submissionsOf(app.db, id),
    listMedia(app, id),
    noteRowsOf(app.db, id),
    messageRowsOf(app.db, id),
  ]);
  return toContestantDetail(found, maxEdits, {
    versions: toVersions(submissions),
    media,
    notes: notes.map(toNote),
    messages: await withReplies(app, messages, `${found.user.firstName} ${found.user.lastName}`.trim()),
  });
}

async function currentRow(db: DbOrTx, id: string): Promise<ContestantRow> {
  return (await findRecord(db, id)).record;
}

async function summaryAfter(app: FastifyInstance, id: string, maxEdits: number): Promise<AdminContestantSummary> {
  const row = await summaryById(app.db, id);
  if (!row) throw conflict(M.stale);
  return toSummary(row, maxEdits);
}

/** What a staff change tells the contestant (a notification and an e-mail) and writes in the audit log. */
export interface StaffChangeNotice {
  notification: NewNotification;
  email: OutgoingEmail;
  audit: Omit<AuditEntry, 'resource' | 'recordId'>;
}

/**
 * A staff change on a record, in one transaction: `change` makes it (its conditional UPDATE refuses a
 * record that changed meanwhile) and says what to tell; the notification, the e-mail and the audit entry
 * are written with it. Then the mail worker is woken and the record's new list line answered.
 */
export async function applyStaffChange(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  maxEdits: number,
  change: (tx: Tx) => Promise<StaffChangeNotice>,
): Promise<AdminContestantSummary> {
  await app.db.transaction(async (tx) => {
    const { notification, email, audit } = await change(tx);
    await createNotification(tx, notification);
    await enqueueEmail(tx, email);
    await recordAudit(tx, actor, { resource: 'contestants', recordId: id, ...audit });
  });
  app.mail.wake();
  return summaryAfter(app, id, maxEdits);
}

export async function decide(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: DecisionBody,
): Promise<AdminContestantSummary> {
  const { record, user } = await findRecord(app.db, id);
  if (record.userId === actor.id) throw forbidden(M.ownRecord);
  const refused = refusal(record, body.version, body.decision);
  if (refused) throw conflict(refused);
  const [brand, { maxEdits }] = await Promise.all([app.mail.brand(), getSetting(app.db, 'registration')]);
  const { from, to } = DECISION_TRANSITIONS[body.decision];
  // A kept reason reaches her in her account's language (or its English), by e-mail and in her portal alike.
  const reason = body.reasonId ? await reasonFor(app.db, body.reasonId, user.language) : null;
  const message = reason?.text ?? (body.message?.trim() || null);

  return applyStaffChange(app, id, actor, maxEdits, async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(contestants)
      .set({
        registrationStatus: to,
        reviewMessage: message,
        reviewedAt: now,
        reviewedBy: actor.id,
        version: sql`${contestants.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(contestants.id, id),
          eq(contestants.version, body.version),
          eq(contestants.editing, false),
          inArray(contestants.registrationStatus, [...from]),
        ),
      )
      .returning();
    // Changed between the check and the update: say why, as of now.
    if (!updated) throw conflict(refusal(await currentRow(tx, id), body.version, body.decision) ?? M.stale);
    return {
      notification: notificationFor(body.decision, user.id, body.version, message),
      email: { to: user.email, ...emailFor(body.decision, brand, user, message) },
      audit: {
        action: `contestants.${body.decision}`,
        summary: `${VERB[body.decision]} the registration of ${user.firstName} ${user.lastName}`,
        details: {
          from: record.registrationStatus,
          to,
          fromLabel: registrationStatusLabel(record.registrationStatus),
          toLabel: registrationStatusLabel(to),
          message,
          ...(reason ? { reasonId: body.reasonId, reasonLanguage: reason.locale } : {}),
          version: body.version,
        },
      },
    };
  });
}

export async function grantEdits(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: GrantEditsBody,
): Promise<AdminContestantSummary> {
  const { record, user } = await findRecord(app.db, id);
  if (record.userId === actor.id) throw forbidden(M.ownRecord);
  if (record.version !== body.version) throw conflict(M.stale);
  const editable = EDITABLE_STATUSES as readonly string[];
  if (!editable.includes(record.registrationStatus)) throw conflict(M.cannotGrant);
  const [brand, { maxEdits }] = await Promise.all([app.mail.brand(), getSetting(app.db, 'registration')]);

  return applyStaffChange(app, id, actor, maxEdits, async (tx) => {
    const [updated] = await tx
      .update(contestants)
      .set({
        extraEdits: sql`${contestants.extraEdits} + ${body.count}`,
        version: sql`${contestants.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(contestants.id, id),
          eq(contestants.version, body.version),
          inArray(contestants.registrationStatus, [...EDITABLE_STATUSES]),
        ),
      )
      .returning();
    if (!updated) throw conflict(M.stale);
    const remaining = editsRemaining(updated, maxEdits);
    return {
      notification: editsGrantedNotification(user.id, body.version, remaining),
      email: { to: user.email, ...editsGrantedMessage(brand, user, remaining) },
      audit: {
        action: 'contestants.grant_edits',
        summary: `Granted ${body.count} extra edit${body.count === 1 ? '' : 's'} to ${user.firstName} ${user.lastName}`,
        details: { count: body.count, extraEdits: { from: record.extraEdits, to: updated.extraEdits }, remaining },
      },
    };
  });
}

/** An internal note: staff only, never shown to the contestant, and no change to the record's version. */
export async function addNote(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: NoteBody,
): Promise<ContestantNote> {
  const { user } = await findRecord(app.db, id);
  return app.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(contestantNotes)
      .values({ contestantId: id, authorId: actor.id, body: body.body })
      .returning();
    if (!note) throw new Error('note insert returned nothing');
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.note',
      recordId: id,
      summary: `Added an internal note on ${user.firstName} ${user.lastName}`,
      details: { noteId: note.id },
    });
    return {
      _id: note.id,
      body: note.body,
      authorId: actor.id,
      authorName: actor.name,
      createdAt: note.createdAt.toISOString(),
    };
  });
}

/** One page of the list, with the counts over every record at the top. */
export async function listContestants(db: Database, query: ContestantListQuery): Promise<ContestantList> {
  const { page, pageSize } = query;
  const [{ rows, total }, counts, { maxEdits }] = await Promise.all([
    listPage(db, query, { page, pageSize }),
    countsOfAll(db),
    getSetting(db, 'registration'),
  ]);
  return { contestants: rows.map((row) => toSummary(row, maxEdits)), total, page, pageSize, counts };
}

/** The filtered records as CSV rows, streamed; the export itself is audited (who took which data out). */
export async function exportContestants(db: Database, actor: AuditActor, filters: ContestantFilters) {
  await recordAudit(db, actor, {
    resource: 'contestants',
    action: 'contestants.export',
    summary: 'Exported contestants as CSV',
    details: { filters },
  });
  return { fileName: exportFileName(), rows: contestantsCsv(db, filters) };
}
