import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type OutboxRow, outbox, users } from '../db/schema';
import type { MailAttachment } from './outbox';
import type { MailTransport } from './transports';

export const OUTBOX_BATCH = 10;
/** After this many failed attempts a message is parked as 'dead' (kept, never deleted). */
export const OUTBOX_MAX_ATTEMPTS = 12;
/** A claimed message is held this long; if its worker dies, another takes it over after. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 15 s, 30 s, 1 min … capped at 1 h. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export interface OutboxRunResult {
  sent: number;
  /** Failed this time: retried later, or parked as dead after the last attempt. */
  failed: number;
  /** Refused for good by the recipient's server: not retried, the address flagged. */
  bounced: number;
}

/**
 * A permanent refusal of this message by the receiving side: an SMTP reply in the 5xx range to the recipient or
 * to the message itself (no such mailbox, mailbox disabled, message refused). Sending it again cannot succeed.
 * A 4xx reply, a lost connection or a refused login is temporary (or the site's own fault) and is retried.
 */
export function isPermanentRefusal(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

export interface OutboxRunOptions {
  /** The worker's clock; tests move it forward to reach a retry. */
  now?: Date;
  batch?: number;
  log?: FastifyBaseLogger;
  /** The files that go with a message (a receipt's PDF), drawn as it leaves; a failure retries the message. */
  attachmentsOf?: (message: OutboxRow) => Promise<MailAttachment[]>;
}

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several API instances share
 * the work without sending twice), sends them outside the transaction, then
 * records the outcome. A failure schedules a retry with exponential backoff.
 */
export async function runOutboxOnce(
  db: Database,
  transport: MailTransport,
  opts: OutboxRunOptions = {},
): Promise<OutboxRunResult> {
  const now = opts.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(opts.batch ?? OUTBOX_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  const result: OutboxRunResult = { sent: 0, failed: 0, bounced: 0 };
  for (const message of claimed) {
    try {
      const attachments = opts.attachmentsOf ? await opts.attachmentsOf(message) : [];
      await transport.send(message, attachments);
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, transport: transport.name })
        .where(eq(outbox.id, message.id));
      result.sent++;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (isPermanentRefusal(err)) {
        await recordBounce(db, message, reason.slice(0, 1000));
        opts.log?.warn(
          { outboxId: message.id, kind: message.kind, err: reason },
          'mail refused for good by the recipient’s server; the address is flagged',
        );
        result.bounced++;
        continue;
      }
      const dead = message.attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'pending',
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + backoffMs(message.attempts)),
        })
        .where(eq(outbox.id, message.id));
      opts.log?.warn(
        { outboxId: message.id, kind: message.kind, attempts: message.attempts, err: reason },
        dead ? 'mail delivery failed for good; kept in the outbox' : 'mail delivery failed; will retry',
      );
      result.failed++;
    }
  }
  return result;
}

/** The message bounced: kept as such, never retried, and the account with that address flagged, in one go. */
async function recordBounce(db: Database, message: { id: string; to: string }, reason: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ status: 'bounced', lockedUntil: null, lastError: reason })
      .where(eq(outbox.id, message.id));
    await tx
      .update(users)
      .set({ emailBouncedAt: now, emailBounceReason: reason })
      .where(eq(sql`lower(${users.email})`, message.to.toLowerCase()));
  });
}

export interface MailWorker {
  /** Runs soon instead of at the next tick (after a request queued a message). */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` and whenever woken; one run at a time. */
export function startMailWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  intervalMs = 1000,
  attachmentsOf?: OutboxRunOptions['attachmentsOf'],
): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        let r: OutboxRunResult;
        do {
          again = false;
          r = await runOutboxOnce(db, transport, { log, ...(attachmentsOf ? { attachmentsOf } : {}) });
        } while (!stopped && (again || r.sent + r.failed + r.bounced === OUTBOX_BATCH));
      } catch (err) {
        log.error({ err }, 'mail worker run failed');
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
