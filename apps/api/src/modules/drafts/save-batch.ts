import { WRITABLE_STATUSES } from '@cq/shared';
import { and, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Database, isEmbedded } from '../../db/client';
import { contestants, refreshTokens, users } from '../../db/schema';

/** One autosave, its form already validated, normalised and serialised (without the file references). */
export interface DraftSaveJob {
  id: string;
  userId: string;
  /** The generation of the access token the save came with: a save from an ended session changes nothing. */
  tokenVersion: number;
  /** The session of that access token (its refresh family): a save from a signed-out session changes nothing. */
  sessionId: string;
  /** The revision the tab last saw. */
  base: number;
  fieldsJson: string;
  savedAt: string;
}

/** What a save that went through answers: the stored file references, its time and its new revision. */
export interface SavedDraft {
  files: Record<string, unknown>;
  lastDraftSaved: Date | null;
  draftRevision: number;
}

/** Writable: paid and not yet submitted, or inside an edit session (the shared `isRegistrationWritable` in SQL). */
const writable = or(
  inArray(contestants.registrationStatus, [...WRITABLE_STATUSES.open]),
  and(eq(contestants.editing, true), inArray(contestants.registrationStatus, [...WRITABLE_STATUSES.whileEditing])),
);

const fileOf = (key: string) => sql`${contestants.draftFormData} -> ${sql.raw(`'${key}'`)}`;

/**
 * The batch as one prepared statement (built once per database, planned once per connection). Each row of
 * the `saves` JSON array is one autosave; a row is written only for the owner, on the revision her tab last
 * saw, while the form is writable and her session current (the account active, the token of its current
 * generation, its session not ended), so the statement checks the session too instead of a query of its own. The sent fields
 * replace the draft; the file references stay the server's (only an upload changes them), and only they
 * come back. Rows that change nothing are absent from the answer.
 *
 * On a PostgreSQL server the statement commits asynchronously: `set_config('synchronous_commit', 'off',
 * true)` lasts until the end of the statement's own transaction, so PostgreSQL answers before its WAL reaches
 * the disk (its WAL writer flushes within a fraction of a second) instead of every batch waiting for a flush.
 * Only autosaves are written this way: a database crash in that fraction of a second can lose the last
 * autosave and never corrupts anything, and the tab, which still holds the form, then meets a stale revision
 * on its next save and offers to reload instead of overwriting
 * (docs/decisions/0005-registration-drafts-uploads-and-form-state.md). Uploads, submissions, edits and payments
 * commit synchronously. The embedded database has no WAL writer: there an asynchronous
 * commit would reach the disk only with the next synchronous one, so a crash would lose every autosave since,
 * and its autosaves commit synchronously.
 */
function prepareBatch(db: Database, asynchronousCommit: boolean) {
  const saves = sql`jsonb_to_recordset(${sql.placeholder('saves')}::jsonb)
    AS save(id uuid, user_id uuid, token_version integer, session_id uuid, base integer, fields jsonb, saved_at timestamptz)${
      asynchronousCommit ? sql`, (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit` : sql``
    }`;
  const files = sql`jsonb_build_object(
    'headshot', coalesce(${fileOf('headshot')}, 'null'::jsonb),
    'fullBody', coalesce(${fileOf('fullBody')}, 'null'::jsonb),
    'video', coalesce(${fileOf('video')}, 'null'::jsonb),
    'birthCertificate', coalesce(${fileOf('birthCertificate')}, 'null'::jsonb))`;
  return db
    .update(contestants)
    .set({
      draftFormData: sql`save.fields || ${files}`,
      draftRevision: sql`${contestants.draftRevision} + 1`,
      lastDraftSaved: sql`save.saved_at`,
      version: sql`${contestants.version} + 1`,
    })
    .from(saves)
    .where(
      and(
        sql`${contestants.id} = save.id`,
        sql`${contestants.userId} = save.user_id`,
        sql`${contestants.draftRevision} = save.base`,
        writable,
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(
              and(
                eq(users.id, contestants.userId),
                eq(users.isActive, true),
                sql`${users.tokenVersion} = save.token_version`,
              ),
            ),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                sql`${refreshTokens.familyId} = save.session_id`,
                eq(refreshTokens.userId, contestants.userId),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    )
    .returning({
      id: contestants.id,
      files: sql<Record<string, unknown>>`jsonb_build_object(
        'headshot', ${fileOf('headshot')},
        'fullBody', ${fileOf('fullBody')},
        'video', ${fileOf('video')},
        'birthCertificate', ${fileOf('birthCertificate')})`,
      lastDraftSaved: contestants.lastDraftSaved,
      draftRevision: contestants.draftRevision,
    })
    .prepare('save_drafts');
}

/** The statement's parameter: the saves as a JSON array, the forms spliced in as serialised. */
function savesParameter(batch: readonly DraftSaveJob[]): string {
  const rows = batch.map(
    (job) =>
      `{"id":${JSON.stringify(job.id)},"user_id":${JSON.stringify(job.userId)},"token_version":${job.tokenVersion},` +
      `"session_id":${JSON.stringify(job.sessionId)},` +
      `"base":${job.base},"saved_at":"${job.savedAt}","fields":${job.fieldsJson}}`,
  );
  return `[${rows.join(',')}]`;
}

interface Waiting extends DraftSaveJob {
  resolve(saved: SavedDraft | null): void;
  reject(error: unknown): void;
}

/**
 * Saves in one statement at most: larger batches save little more database work and answer their saves in
 * longer bursts (measured with `npm run bench -- registration`).
 */
const MAX_BATCH = 16;
/** Batches at the database at once: one is written while the server gathers the next. */
const MAX_IN_FLIGHT = 2;

/**
 * Autosaves arriving together are written together (group commit). A save goes to the database at once
 * when fewer than MAX_IN_FLIGHT batches are there; otherwise it waits for one of them to finish and goes
 * with the saves that arrived meanwhile, in one statement: PostgreSQL parses, plans and commits once per
 * batch and the server makes one round trip for it, instead of once per save. Nothing waits at low load.
 * Two saves of the same record never share a batch (one UPDATE cannot apply both): the later one goes in
 * the next batch and meets the revision the first one made.
 */
export class DraftSaveBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private statement: ReturnType<typeof prepareBatch> | null = null;
  /** Statements written and the saves they carried (the tests check that saves of one moment share them). */
  readonly written = { statements: 0, saves: 0 };

  constructor(private readonly db: Database) {}

  save(job: DraftSaveJob): Promise<SavedDraft | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /** The oldest waiting saves, one per record, up to MAX_BATCH; the others keep their place. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const records = new Set<string>();
    const left: Waiting[] = [];
    for (const save of this.waiting) {
      if (batch.length < MAX_BATCH && !records.has(save.id)) {
        records.add(save.id);
        batch.push(save);
      } else left.push(save);
    }
    this.waiting = left;
    return batch;
  }

  private async execute(batch: readonly Waiting[]): Promise<Map<string, SavedDraft>> {
    this.statement ??= prepareBatch(this.db, !isEmbedded(this.db));
    const rows = await this.statement.execute({ saves: savesParameter(batch) });
    this.written.statements += 1;
    this.written.saves += batch.length;
    return new Map(rows.map(({ id, ...saved }) => [id, saved]));
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    try {
      const saved = await this.execute(batch);
      for (const save of batch) save.resolve(saved.get(save.id) ?? null);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The statement failed as a whole: each save is tried again on its own, so one that the database
      // refuses fails alone instead of with every contestant who saved at the same moment.
      for (const save of batch) {
        await this.execute([save]).then(
          (saved) => save.resolve(saved.get(save.id) ?? null),
          (alone) => save.reject(alone),
        );
      }
    }
  }
}
