import {
  type AdminFanVote,
  advancedByVote,
  ERROR_CODES,
  FAN_VOTE_MESSAGES,
  type FanVoteInput,
  fanVoteState,
  isSurge,
  knownTranslations,
  outcomeText,
  rankTally,
  SHARED_ADDRESS_ACCOUNTS,
  SURGE_ACCOUNTS_PER_ADDRESS,
  surgeBaseline,
  toStoredPacks,
  urlSlug,
  VELOCITY_WINDOW_MINUTES,
  type VoidBallots,
  type VoteAlert,
  type VoteCandidate,
  type VoteReview,
  type VoteReviewQuery,
} from '@cq/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import { type FanVoteRow, fanVotes } from '../../../db/schema';
import { badInput, conflict, notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { listPublished, publishedSummaries } from '../../delegates/service';
import * as votes from '../../voting/repo';
import { roundName } from '../../voting/rounds';
import { challengeOf, forgetVote, paidVotingOf } from '../../voting/service';
import { addDelegates } from '../judging/line-up';
import * as repo from './repo';

/** How many ballots the review screen lists at once, newest first. */
export const REVIEW_LIMIT = 200;

async function present(
  db: DbOrTx,
  row: FanVoteRow,
  delegateIds: string[],
  totals: { counted: number; voided: number; paidCounted: number } | undefined,
  now: Date,
): Promise<AdminFanVote> {
  const [names, summaries, round] = await Promise.all([
    repo.contestantNames(db, delegateIds),
    publishedSummaries(db, delegateIds),
    row.outcome.kind === 'advance' ? roundName(db, row.outcome.roundId) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    continent: row.continent,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    state: fanVoteState(row, now),
    timeZone: row.timeZone,
    freeVotesPerDay: row.freeVotesPerDay,
    votesPerAddressPerDay: row.votesPerAddressPerDay,
    leaderboard: row.leaderboard,
    outcome: row.outcome,
    outcomeText: outcomeText(row.outcome, round),
    translations: knownTranslations(row.translations),
    delegates: delegateIds
      .map((id) => ({
        contestantId: id,
        name: names.get(id)?.name ?? '',
        country: names.get(id)?.country ?? '',
        slug: summaries.get(id)?.slug ?? '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    counted: totals?.counted ?? 0,
    voided: totals?.voided ?? 0,
    paidCounted: totals?.paidCounted ?? 0,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    challenge: challengeOf(row),
    paidVoting: paidVotingOf(row),
  };
}

export async function listVotes(db: Database, now = new Date()): Promise<AdminFanVote[]> {
  const rows = await votes.allVotes(db);
  const [delegates, totals] = await Promise.all([
    votes.delegateIdsOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.totals(db),
  ]);
  return Promise.all(rows.map((r) => present(db, r, delegates.get(r.id) ?? [], totals.get(r.id), now)));
}

async function voteOr404(db: DbOrTx, id: string): Promise<FanVoteRow> {
  const row = await votes.voteById(db, id);
  if (!row) throw notFound(FAN_VOTE_MESSAGES.notFound);
  return row;
}

export async function getVote(db: Database, id: string, now = new Date()): Promise<AdminFanVote> {
  const row = await voteOr404(db, id);
  const delegates = (await votes.delegateIdsOf(db, [id])).get(id) ?? [];
  return present(db, row, delegates, (await repo.totals(db)).get(id), now);
}

/** Every published delegate, with the id a vote names her by. */
export async function candidates(db: Database): Promise<VoteCandidate[]> {
  const [list, ids] = await Promise.all([listPublished(db), repo.publishedIds(db)]);
  const idOf = new Map(ids.map((r) => [r.slug, r.contestantId]));
  return list.flatMap((d) => {
    const contestantId = idOf.get(d.slug);
    return contestantId
      ? [{ contestantId, slug: d.slug, name: d.name, country: d.country, continent: d.continent }]
      : [];
  });
}

/** Only published delegates can be in a vote (fans must see whom they vote for); an advance needs its round. */
async function assertInput(db: DbOrTx, input: FanVoteInput): Promise<string[]> {
  const ids = [...new Set(input.contestantIds)];
  const published = await publishedSummaries(db, ids);
  if (ids.some((id) => !published.has(id))) {
    throw badInput(FAN_VOTE_MESSAGES.delegateNotPublished, { contestantIds: FAN_VOTE_MESSAGES.delegateNotPublished });
  }
  if (input.outcome.kind === 'advance' && !(await roundName(db, input.outcome.roundId))) {
    throw badInput(FAN_VOTE_MESSAGES.roundNeeded, { outcome: FAN_VOTE_MESSAGES.roundNeeded });
  }
  return ids;
}

const fields = (input: FanVoteInput) => ({
  name: input.name,
  translations: input.translations ?? {},
  continent: input.continent,
  opensAt: new Date(input.opensAt),
  closesAt: new Date(input.closesAt),
  timeZone: input.timeZone,
  freeVotesPerDay: input.freeVotesPerDay,
  votesPerAddressPerDay: input.votesPerAddressPerDay,
  leaderboard: input.leaderboard,
  outcome: input.outcome,
  paidVoting: input.paidVoting.enabled,
  packCurrency: input.paidVoting.currency,
  packs: toStoredPacks(input.paidVoting.packs),
  paidCapPerFan: input.paidVoting.capPerFan,
  paidCapPerDelegate: input.paidVoting.capPerDelegate,
  challengeMode: input.challenge.mode,
  challengeVotesPerWindow: input.challenge.votesPerWindow,
});

export async function createVote(app: FastifyInstance, actor: AuditActor, input: FanVoteInput) {
  const id = await app.db.transaction(async (tx) => {
    const ids = await assertInput(tx, input);
    const base = urlSlug(input.name, 60) || 'vote';
    let slug = base;
    for (let n = 2; await repo.slugTaken(tx, slug); n += 1) slug = `${base}-${n}`;
    const [row] = await tx
      .insert(fanVotes)
      .values({ ...fields(input), slug })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await repo.replaceDelegates(tx, row.id, ids);
    await recordAudit(tx, actor, {
      resource: 'voting',
      action: 'voting.create',
      recordId: row.id,
      summary: `Created the fan vote ${row.name}`,
      details: { ...fields(input), delegates: ids.length },
    });
    return row.id;
  });
  return getVote(app.db, id);
}

export async function updateVote(app: FastifyInstance, actor: AuditActor, id: string, input: FanVoteInput) {
  const slug = await app.db.transaction(async (tx) => {
    const before = await voteOr404(tx, id);
    const ids = await assertInput(tx, input);
    await tx
      .update(fanVotes)
      .set({ ...fields(input), updatedAt: new Date() })
      .where(eq(fanVotes.id, id));
    await repo.replaceDelegates(tx, id, ids);
    await recordAudit(tx, actor, {
      resource: 'voting',
      action: 'voting.update',
      recordId: id,
      summary: `Changed the fan vote ${input.name}`,
      details: {
        before: { ...before, createdAt: undefined, updatedAt: undefined },
        after: fields(input),
        delegates: ids.length,
      },
    });
    return before.slug;
  });
  forgetVote(app.db, slug);
  return getVote(app.db, id);
}

/**
 * The alerts of a vote: a surge (a delegate's votes in the last window far above the vote's own running pace and
 * her usual, or many accounts crowded on few addresses: isSurge), and addresses many accounts vote from.
 */
export async function alerts(db: DbOrTx, row: FanVoteRow, now: Date): Promise<VoteAlert[]> {
  const [pace, crowded, shared, delegateIds] = await Promise.all([
    repo.pace(db, row.id, now, VELOCITY_WINDOW_MINUTES),
    repo.crowdedAccounts(db, row.id, now, VELOCITY_WINDOW_MINUTES, SURGE_ACCOUNTS_PER_ADDRESS),
    repo.sharedAddresses(db, row.id, SHARED_ADDRESS_ACCOUNTS),
    votes.delegateIdsOf(db, [row.id]).then((m) => m.get(row.id) ?? []),
  ]);
  // Her usual pace: votes per window over the day before the window, or since the vote opened if later.
  const windowStart = now.getTime() - VELOCITY_WINDOW_MINUTES * 60_000;
  const priorMinutes = Math.max(
    VELOCITY_WINDOW_MINUTES,
    Math.min(24 * 60, (windowStart - row.opensAt.getTime()) / 60_000),
  );
  // The vote's running pace: the votes of the window for the other delegates, per delegate.
  const allRecent = pace.reduce((n, p) => n + p.recent, 0);
  const others = Math.max(1, delegateIds.length - 1);
  const paces = pace.map((p) => ({
    ...p,
    usualPerWindow: (p.prior * VELOCITY_WINDOW_MINUTES) / priorMinutes,
    othersPerWindow: (allRecent - p.recent) / others,
    crowdedAccounts: crowded.get(p.contestantId) ?? 0,
  }));
  const flagged = paces.filter((p) => isSurge(p));
  const names = await repo.contestantNames(
    db,
    flagged.map((p) => p.contestantId),
  );
  const summaries = await publishedSummaries(
    db,
    flagged.map((p) => p.contestantId),
  );
  return [
    ...flagged.map((p) => ({
      kind: 'velocity' as const,
      delegate: summaries.get(p.contestantId)?.slug ?? '',
      delegateName: names.get(p.contestantId)?.name ?? '',
      recent: p.recent,
      usual: Math.round(surgeBaseline(p) * 10) / 10,
      accounts: p.accounts,
      addresses: p.addresses,
      crowdedAccounts: p.crowdedAccounts,
    })),
    ...shared.map((s) => ({ kind: 'shared-address' as const, ...s })),
  ];
}

/** The review screen: the alerts, and the newest ballots matching the filter (a delegate, an address). */
export async function review(db: Database, id: string, q: VoteReviewQuery, now = new Date()): Promise<VoteReview> {
  const row = await voteOr404(db, id);
  const delegateIds = (await votes.delegateIdsOf(db, [id])).get(id) ?? [];
  const summaries = await publishedSummaries(db, delegateIds);
  const bySlug = new Map([...summaries].map(([cid, s]) => [s.slug, cid]));
  const contestantId = q.delegate ? bySlug.get(q.delegate) : undefined;
  if (q.delegate && !contestantId)
    throw badInput(FAN_VOTE_MESSAGES.notInVote, { delegate: FAN_VOTE_MESSAGES.notInVote });
  const [found, names] = await Promise.all([
    repo.ballots(db, id, { contestantId, address: q.address, voided: q.voided }, REVIEW_LIMIT),
    repo.contestantNames(db, delegateIds),
  ]);
  return {
    alerts: await alerts(db, row, now),
    ballots: found.map((b) => ({
      id: b.id,
      delegate: summaries.get(b.contestantId)?.slug ?? '',
      delegateName: names.get(b.contestantId)?.name ?? '',
      fan: b.firstName === null ? 'Erased account' : `${b.firstName} ${b.lastName ?? ''}`.trim(),
      fanEmail: b.email ?? '',
      address: b.address,
      votingDay: b.votingDay,
      castAt: b.createdAt.toISOString(),
      voidedAt: b.voidedAt?.toISOString() ?? null,
      voidReason: b.voidReason,
      paid: b.paid,
    })),
    limit: REVIEW_LIMIT,
  };
}

/**
 * Voids votes with a reason: they stop counting at once on this instance (the public count excludes them),
 * stay stored for the record, and the audit entry names how many, for whom, and why, never the fans.
 */
export async function voidBallots(app: FastifyInstance, actor: AuditActor, id: string, input: VoidBallots) {
  const { row, voided } = await app.db.transaction(async (tx) => {
    const row = await voteOr404(tx, id);
    const voided = await repo.voidBallots(tx, id, [...new Set(input.ballotIds)], actor.id, input.reason);
    // Nothing voided (all were voided already, or none is in this vote): no action was taken, none is audited.
    if (voided.length === 0) return { row, voided };
    const perDelegate: Record<string, number> = {};
    for (const v of voided) perDelegate[v.contestantId] = (perDelegate[v.contestantId] ?? 0) + 1;
    await recordAudit(tx, actor, {
      resource: 'voting',
      action: 'voting.void',
      recordId: id,
      summary: `Voided ${voided.length} vote${voided.length === 1 ? '' : 's'} in ${row.name}`,
      details: { reason: input.reason, perDelegate },
    });
    return { row, voided };
  });
  if (voided.length > 0) forgetVote(app.db, row.slug);
  return { voided: voided.length };
}

/**
 * Once an 'advance' vote has closed: its leading published delegates (ties at the cut included) join the
 * judging round. Once only: the vote is marked applied in the same transaction, and a second request (or one
 * racing it) is refused.
 */
export async function applyOutcome(app: FastifyInstance, actor: AuditActor, id: string, now = new Date()) {
  await app.db.transaction(async (tx) => {
    const row = await voteOr404(tx, id);
    if (row.outcome.kind !== 'advance') throw badInput(FAN_VOTE_MESSAGES.roundNeeded);
    if (fanVoteState(row, now) !== 'closed') throw conflict(FAN_VOTE_MESSAGES.notClosed, ERROR_CODES.voteNotClosed);
    const [claimed] = await tx
      .update(fanVotes)
      .set({ appliedAt: now })
      .where(and(eq(fanVotes.id, id), isNull(fanVotes.appliedAt)))
      .returning({ id: fanVotes.id });
    if (!claimed) throw conflict(FAN_VOTE_MESSAGES.alreadyApplied, ERROR_CODES.voteOutcomeApplied);
    const delegateIds = (await votes.delegateIdsOf(tx, [id])).get(id) ?? [];
    const published = await publishedSummaries(tx, delegateIds);
    const counts = await votes.tally(tx, id);
    const ranked = rankTally(
      [...published].map(([cid, d]) => ({ delegate: cid, name: d.name, votes: counts.get(cid) ?? 0 })),
    );
    const advanced = advancedByVote(ranked, row.outcome.count).map((r) => r.delegate);
    // The round's own rule (a draft round, eligible delegates) decides; its refusal undoes the claim.
    await addDelegates(tx, actor, row.outcome.roundId, advanced);
    await recordAudit(tx, actor, {
      resource: 'voting',
      action: 'voting.apply',
      recordId: id,
      summary: `Applied the result of ${row.name}: ${advanced.length} delegate${advanced.length === 1 ? '' : 's'} advanced`,
      details: { contestantIds: advanced, roundId: row.outcome.roundId },
    });
  });
  return getVote(app.db, id, now);
}
