import {
  RETENTION_ABANDONED_STATUSES,
  RETENTION_MESSAGES,
  RETENTION_REJECTED_STATUSES,
  RETENTION_RUN_EVERY_MS,
  type RetentionCriteria,
  type RetentionDryRun,
  type RetentionRule,
  type RetentionState,
  type RetentionUpdate,
  retentionCutoff,
} from '@cq/shared';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { contestants, deletionRequests, settings, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { getSetting, setSetting } from '../settings/service';
import { eraseInTransaction, namedInPublishedResults, removeStoredFiles } from './erasure';

/**
 * Which registrations the rule reaches: those of contestant accounts (never staff) rejected before the cutoff, or
 * never submitted and untouched since before it, unless published results name them. The dry run counts exactly these and the job erases exactly these.
 */
function reached(criteria: Pick<RetentionCriteria, 'rejected' | 'abandoned'>, cutoff: Date): SQL {
  const lastChange = sql`greatest(${contestants.updatedAt}, coalesce(${contestants.lastDraftSaved}, ${contestants.updatedAt}))`;
  const kinds: SQL[] = [];
  if (criteria.rejected) {
    kinds.push(
      and(
        inArray(contestants.registrationStatus, [...RETENTION_REJECTED_STATUSES]),
        lt(sql`coalesce(${contestants.reviewedAt}, ${contestants.updatedAt})`, cutoff),
      ) as SQL,
    );
  }
  if (criteria.abandoned) {
    kinds.push(
      and(inArray(contestants.registrationStatus, [...RETENTION_ABANDONED_STATUSES]), lt(lastChange, cutoff)) as SQL,
    );
  }
  if (kinds.length === 0) return sql`false`;
  return and(
    eq(sql`lower(${users.role})`, 'user'),
    or(...kinds),
    sql`not ${namedInPublishedResults(sql`${contestants.id}`)}`,
  ) as SQL;
}

/** The accounts whose registration the rule reaches now, in a fixed order. */
async function reachedAccounts(db: DbOrTx, criteria: RetentionCriteria, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: contestants.userId })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(reached(criteria, cutoff))
    .orderBy(asc(contestants.userId));
  return rows.map((r) => r.userId);
}

/** How many registrations the criteria would erase if the job ran now. */
export async function dryRun(db: DbOrTx, criteria: RetentionCriteria, now = new Date()): Promise<RetentionDryRun> {
  const cutoff = retentionCutoff(now, criteria.months);
  const count = (await reachedAccounts(db, criteria, cutoff)).length;
  return { cutoff: cutoff.toISOString(), count };
}

export async function retentionState(db: DbOrTx, now = new Date()): Promise<RetentionState> {
  const [rule, lastRun] = await Promise.all([getSetting(db, 'retention'), getSetting(db, 'retentionLastRun')]);
  return { rule, dryRun: await dryRun(db, rule, now), lastRun };
}

/**
 * Switches the rule on (with the count staff were shown, which must still be what it would erase) or off; audited.
 */
export async function updateRetention(
  app: FastifyInstance,
  actor: AuditActor,
  update: RetentionUpdate,
  now = new Date(),
): Promise<{ state: RetentionState; message: string }> {
  await app.db.transaction(async (tx) => {
    const current = await getSetting(tx, 'retention');
    let rule: RetentionRule;
    if (update.enabled) {
      const { count } = await dryRun(tx, update.criteria, now);
      if (count !== update.expectedCount) throw conflict(RETENTION_MESSAGES.countChanged);
      rule = {
        enabled: true,
        ...update.criteria,
        enabledAt: now.toISOString(),
        enabledBy: { id: actor.id, email: actor.email },
      };
    } else {
      rule = { ...current, enabled: false };
    }
    await setSetting(tx, 'retention', rule);
    await recordAudit(tx, actor, {
      resource: 'users',
      action: rule.enabled ? 'users.retention-on' : 'users.retention-off',
      summary: rule.enabled
        ? `Switched the retention rule on: ${describe(rule)}, ${update.enabled ? update.expectedCount : 0} now`
        : 'Switched the retention rule off',
      details: { months: rule.months, rejected: rule.rejected, abandoned: rule.abandoned },
    });
  });
  const state = await retentionState(app.db, now);
  return { state, message: update.enabled ? RETENTION_MESSAGES.switchedOn : RETENTION_MESSAGES.switchedOff };
}

function describe(rule: Pick<RetentionRule, 'months' | 'rejected' | 'abandoned'>): string {
  const what = [rule.rejected ? 'rejected' : null, rule.abandoned ? 'abandoned' : null].filter(Boolean).join(' and ');
  return `${what} registrations after ${rule.months} month${rule.months === 1 ? '' : 's'}`;
}

/**
 * Takes the day's run for this instance: true for the first instance to ask since the last run was at least a day
 * ago (less a minute, so a run a little early on the next day still happens), false for any other.
 */
async function claimRun(db: DbOrTx, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RETENTION_RUN_EVERY_MS + 60_000);
  const value = { at: now.toISOString(), erased: 0 };
  const rows = await db
    .insert(settings)
    .values({ key: 'retentionLastRun', value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: now },
      setWhere: sql`${settings.value} = 'null'::jsonb or (${settings.value}->>'at')::timestamptz < ${since.toISOString()}::timestamptz`,
    })
    .returning({ key: settings.key });
  return rows.length > 0;
}

export interface RetentionRun {
  ran: boolean;
  erased: string[];
}

/**
 * The daily job: while the rule is on, erases every registration it reaches, each account in its own transaction
 * (checked again there, so one changed meanwhile is left alone), with an audit entry that names no one; a pending
 * request of hers to be erased is marked done. Several instances share one run a day.
 */
export async function runRetention(app: FastifyInstance, now = new Date()): Promise<RetentionRun> {
  const rule = await getSetting(app.db, 'retention');
  // The audit entries name the staff member who switched the rule on.
  const actor = rule.enabledBy;
  if (!rule.enabled || !actor) return { ran: false, erased: [] };
  if (!(await claimRun(app.db, now))) return { ran: false, erased: [] };
  const cutoff = retentionCutoff(now, rule.months);
  const erased: string[] = [];
  for (const userId of await reachedAccounts(app.db, rule, cutoff)) {
    const keys = await app.db.transaction(async (tx) => {
      const [still] = await tx
        .select({ userId: contestants.userId })
        .from(contestants)
        .innerJoin(users, eq(users.id, contestants.userId))
        .where(and(eq(contestants.userId, userId), reached(rule, cutoff)))
        .for('update');
      if (!still) return null;
      const result = await eraseInTransaction(tx, userId);
      if (!result) return null;
      await tx
        .update(deletionRequests)
        .set({ state: 'erased', erasedAt: now })
        .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.state, 'pending')));
      await recordAudit(tx, actor, {
        resource: 'users',
        action: 'users.erase',
        recordId: userId,
        summary: `Erased an account under the retention rule (${describe(rule)})`,
        details: {
          retention: true,
          cutoff: cutoff.toISOString(),
          files: result.storageKeys.length,
          paymentsKept: result.paymentsKept,
        },
      });
      return result.storageKeys;
    });
    if (!keys) continue;
    erased.push(userId);
    await removeStoredFiles(app, keys);
  }
  await setSetting(app.db, 'retentionLastRun', { at: now.toISOString(), erased: erased.length });
  return { ran: true, erased };
}

/** Runs `run` now and then every `everyMs` until stopped; one run at a time. */
export function scheduleRepeating(run: () => Promise<unknown>, everyMs: number) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
