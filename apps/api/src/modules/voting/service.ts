import { createHmac } from 'node:crypto';
import {
  ACCOUNTS_PER_DEVICE_PER_DAY,
  type CastVote,
  type CastVoteAnswer,
  CHALLENGE_VELOCITY_WINDOW_MINUTES,
  type DelegateSummary,
  ERROR_CODES,
  FAN_VOTE_MESSAGES,
  fanVoteState,
  fromStoredPacks,
  knownTranslations,
  LEADERBOARD_CACHE_MS,
  type Leaderboard,
  type MyVotes,
  outcomeText,
  type PaidVoting,
  type PublicFanVote,
  rankTally,
  secondsToNextVotingDay,
  type VoteChallenge,
  type VoteDecision,
  type VoteDelegate,
  voteDecision,
  voteNeedsChallenge,
  votingDay,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import type { FanVoteRow, UserRow } from '../../db/schema';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { requireSolution } from '../challenge/service';
import { publishedSummaries } from '../delegates/service';
import { allCreditsOf, creditsOf } from './credits';
import { isDisposableEmail } from './disposable';
import { checkVoter } from './eligibility';
import { type BallotOutcome, ballotBatcher } from './group-commit';
import * as repo from './repo';
import { roundName } from './rounds';

/** A vote as this instance keeps it for a few seconds: votes arrive by the thousand, its settings rarely change. */
interface VoteView {
  row: FanVoteRow;
  /** Its published delegates, in name order. */
  delegates: DelegateSummary[];
  /** Delegate slug → contestant id. */
  bySlug: Map<string, string>;
  outcome: string;
  decision: VoteDecision;
}

const VIEW_TTL_MS = 5_000;
const views = new WeakMap<Database, Map<string, { at: number; view: Promise<VoteView | null> }>>();
const boards = new WeakMap<Database, Map<string, { at: number; board: Promise<Leaderboard> }>>();

function cacheOf<V>(store: WeakMap<Database, Map<string, V>>, db: Database): Map<string, V> {
  let cache = store.get(db);
  if (!cache) {
    cache = new Map();
    store.set(db, cache);
  }
  return cache;
}

/** Staff changed a vote: this instance reads it again at once (others within VIEW_TTL_MS). */
export function forgetVote(db: Database, slug: string): void {
  views.get(db)?.delete(slug);
  boards.get(db)?.delete(slug);
}

async function loadView(db: DbOrTx, row: FanVoteRow): Promise<VoteView> {
  const ids = (await repo.delegateIdsOf(db, [row.id])).get(row.id) ?? [];
  const summaries = await publishedSummaries(db, ids);
  const delegates = [...summaries.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const bySlug = new Map([...summaries].map(([id, s]) => [s.slug, id]));
  const round = row.outcome.kind === 'advance' ? await roundName(db, row.outcome.roundId) : null;
  return {
    row,
    delegates,
    bySlug,
    outcome: outcomeText(row.outcome, round),
    decision: voteDecision(row.outcome, round),
  };
}

async function viewOf(db: Database, slug: string): Promise<VoteView> {
  const cache = cacheOf(views, db);
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < VIEW_TTL_MS) {
    const view = await hit.view;
    if (view) return view;
  }
  const view = repo.voteBySlug(db, slug).then((row) => (row ? loadView(db, row) : null));
  cache.set(slug, { at: Date.now(), view });
  view.catch(() => cache.delete(slug));
  const found = await view;
  if (!found) {
    cache.delete(slug);
    throw notFound(FAN_VOTE_MESSAGES.notFound);
  }
  return found;
}

const delegateOf = (s: DelegateSummary): VoteDelegate => ({
  slug: s.slug,
  name: s.name,
  country: s.country,
  headshot: s.headshot,
});

function presentVote(view: VoteView, now: Date): PublicFanVote {
  const { row } = view;
  return {
    slug: row.slug,
    name: row.name,
    translations: knownTranslations(row.translations),
    continent: row.continent,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    state: fanVoteState(row, now),
    timeZone: row.timeZone,
    freeVotesPerDay: row.freeVotesPerDay,
    leaderboard: row.leaderboard,
    outcome: view.outcome,
    decision: view.decision,
    delegates: view.delegates.map(delegateOf),
    paidVoting: paidVotingOf(row),
  };
}

/** A vote's paid-voting settings as staff set them and fans read them. */
export function paidVotingOf(row: FanVoteRow): PaidVoting {
  return {
    enabled: row.paidVoting,
    currency: row.packCurrency,
    packs: fromStoredPacks(row.packs),
    capPerFan: row.paidCapPerFan,
    capPerDelegate: row.paidCapPerDelegate,
  };
}

/** Every vote, newest first, with its published delegates. */
export async function listVotes(db: Database, now = new Date()): Promise<PublicFanVote[]> {
  const rows = await repo.allVotes(db);
  const views = await Promise.all(rows.map((r) => viewOf(db, r.slug)));
  return views.map((v) => presentVote(v, now));
}

export async function getVote(db: Database, slug: string, now = new Date()): Promise<PublicFanVote> {
  return presentVote(await viewOf(db, slug), now);
}

async function countBoard(db: Database, view: VoteView, now: Date): Promise<Leaderboard> {
  const counts = await repo.tally(db, view.row.id);
  const rows = rankTally(
    view.delegates.map((d) => ({ ...delegateOf(d), votes: counts.get(view.bySlug.get(d.slug) ?? '') ?? 0 })),
  );
  return {
    slug: view.row.slug,
    hidden: false,
    // The delegates shown: a delegate taken out of the vote takes her votes out of the total too.
    total: rows.reduce((sum, r) => sum + r.votes, 0),
    rows,
    countedAt: now.toISOString(),
  };
}

/**
 * The public count: each delegate's votes not voided, most first. Counted at most once per LEADERBOARD_CACHE_MS
 * on this instance, however many fans watch it. Kept private until the vote closes when staff chose so.
 */
export async function leaderboard(db: Database, slug: string, now = new Date()): Promise<Leaderboard> {
  const view = await viewOf(db, slug);
  if (view.row.leaderboard === 'hidden' && fanVoteState(view.row, now) !== 'closed') {
    return { slug, hidden: true, total: 0, rows: [], countedAt: now.toISOString() };
  }
  const cache = cacheOf(boards, db);
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < LEADERBOARD_CACHE_MS) return hit.board;
  const board = countBoard(db, view, now);
  cache.set(slug, { at: Date.now(), board });
  board.catch(() => cache.delete(slug));
  return board;
}

const days = new Map<string, { day: string; from: number; until: number }>();

/** votingDay, worked out once per zone and day and then read from the clock. */
function dayOf(now: Date, timeZone: string): string {
  const t = now.getTime();
  const known = days.get(timeZone);
  if (known && t >= known.from && t < known.until) return known.day;
  const day = votingDay(now, timeZone);
  // Up to a second before the next day starts (its start is rounded up to the second): then worked out again.
  days.set(timeZone, { day, from: t, until: t + (secondsToNextVotingDay(now, timeZone) - 1) * 1000 });
  return day;
}

const nextDays = new Map<string, number>();

/** secondsToNextVotingDay, worked out once per zone and day (it formats the date a few dozen times). */
function untilNextVotingDay(now: Date, timeZone: string, day: string): number {
  const key = `${timeZone}|${day}`;
  let next = nextDays.get(key);
  if (next === undefined) {
    next = now.getTime() + secondsToNextVotingDay(now, timeZone) * 1000;
    if (nextDays.size > 1_000) nextDays.clear();
    nextDays.set(key, next);
  }
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** An address's counter outlives its voting day by this much (the day's end is computed on this clock). */
const COUNTER_MARGIN_MS = 60_000;

/** Who is voting, from where: the account and keyed hashes of the network address and the browser's device id. */
export interface Voter {
  user: UserRow;
  address: string;
  deviceId: string;
}

const keyedCaches = new Map<string, Map<string, string>>();
const KEYED_CACHE_SIZE = 50_000;

/** A keyed hash (the same fans' addresses and devices come back vote after vote: each is hashed once). */
const keyed = (app: FastifyInstance, purpose: string, value: string) => {
  const secret = app.config.jwtSecret;
  let cache = keyedCaches.get(secret);
  if (!cache) {
    cache = new Map();
    keyedCaches.set(secret, cache);
  }
  const key = `${purpose}:${value}`;
  let hash = cache.get(key);
  if (hash === undefined) {
    hash = createHmac('sha256', secret).update(key).digest('base64url').slice(0, 32);
    if (cache.size >= KEYED_CACHE_SIZE) cache.clear();
    cache.set(key, hash);
  }
  return hash;
};

/**
 * One vote. A request sent again with the same key is answered with the vote it made (200, `repeated`),
 * whatever changed since: a resent vote is never refused because the window closed meanwhile, and never counted
 * twice. Otherwise refused outside the window (409), for someone not in the vote (400), by an
 * unverified or throw-away address (403), over the day's free votes, the address's or the device's limit (429).
 * The limits hold under racing requests: the free votes by their numbered slot's unique index, the address's
 * by its counter (one atomic step per vote, shared by the instances through Redis when it is set: no lock, so
 * fans behind one address vote as fast as fans on their own), the device's by a lock on it while its batch is
 * counted and written. Votes arriving together share one transaction and are answered once it committed
 * (group commit, group-commit.ts, decision 0030).
 * Paid votes (decision 0028): once her free votes for the delegate today are used, or when she asks for it
 * (`paid`), the vote takes one from her balance; none left is 429 (or 409 when she asked for a paid one), a
 * delegate at the cap of paid votes 409. The balance is taken by a conditional update in the same transaction
 * as the insert, so racing votes never take it below zero and a vote undone gives its credit back.
 */
export async function castVote(
  app: FastifyInstance,
  voter: Voter,
  slug: string,
  input: CastVote,
  now = new Date(),
): Promise<CastVoteAnswer> {
  const view = await viewOf(app.db, slug);
  const vote = view.row;
  // Before a refusal, a request already counted is answered as such (the window may have closed since).
  const refuse = async (err: AppError): Promise<CastVoteAnswer> => {
    const repeated = await answerRepeated(app.db, view, voter.user.id, input);
    if (repeated) return repeated;
    throw err;
  };
  const state = fanVoteState(vote, now);
  if (state === 'scheduled') return refuse(conflict(FAN_VOTE_MESSAGES.notOpen, ERROR_CODES.voteNotOpen));
  if (state === 'closed') return refuse(conflict(FAN_VOTE_MESSAGES.closed, ERROR_CODES.voteClosed));
  const contestantId = view.bySlug.get(input.delegate);
  if (!contestantId) {
    return refuse(badInput(FAN_VOTE_MESSAGES.notInVote, { delegate: FAN_VOTE_MESSAGES.notInVote }));
  }
  if (!voter.user.isEmailVerified) throw forbidden(FAN_VOTE_MESSAGES.unverified, ERROR_CODES.emailUnverified);
  if (isDisposableEmail(voter.user.email)) throw forbidden(FAN_VOTE_MESSAGES.disposable, ERROR_CODES.emailDisposable);
  checkVoter(voter.user);

  const day = dayOf(now, vote.timeZone);
  const addressHash = keyed(app, 'fan-vote-address', voter.address);
  const ballot = {
    voteId: vote.id,
    contestantId,
    userId: voter.user.id,
    day,
    idempotencyKey: input.idempotencyKey,
    addressHash,
    deviceHash: keyed(app, 'fan-vote-device', voter.deviceId),
    freePerDay: vote.freeVotesPerDay,
    deviceLimit: ACCOUNTS_PER_DEVICE_PER_DAY,
    wantsPaid: input.paid === true,
    paidVoting: vote.paidVoting,
    paidCapPerDelegate: vote.paidCapPerDelegate,
    waitSeconds: untilNextVotingDay(now, vote.timeZone, day),
  };
  const counters = app.limitCounters;
  const addressKey = `fan-vote:${vote.id}:${day}:address:${addressHash}`;
  const batcher = ballotBatcher(app.db);
  await checkPerson(app, vote, ballot, input.challenge, now);
  // A fan with several free votes may lose a slot to her own other tab: she then takes the next one.
  for (let attempt = 0; attempt <= vote.freeVotesPerDay; attempt++) {
    // The address's free votes today, taken from its counter before the vote goes to the database (a paid vote
    // does not count against it: a unit taken for a vote that turns out paid, repeated or refused is given back,
    // and a vote finding the address full while such units are undecided waits for them).
    const unit = ballot.wantsPaid
      ? null
      : await counters.take(addressKey, vote.votesPerAddressPerDay, ballot.waitSeconds * 1000 + COUNTER_MARGIN_MS, () =>
          repo.countFreeFromAddress(app.db, { voteId: vote.id, day, addressHash, limit: vote.votesPerAddressPerDay }),
        );
    let outcome: BallotOutcome;
    try {
      outcome = await batcher.submit({ ...ballot, addressFull: !ballot.wantsPaid && !unit });
    } catch (err) {
      await unit?.giveBack();
      throw err;
    }
    if (outcome.kind === 'made' && !outcome.paid) unit?.keep();
    else await unit?.giveBack();
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind === 'made') {
      batcher.stats.acknowledged += 1;
      return {
        ballotId: outcome.id,
        delegate: input.delegate,
        votingDay: day,
        remainingToday: outcome.left,
        repeated: false,
        paid: outcome.paid,
        creditsLeft: outcome.credits,
      };
    }
    // Nothing inserted: the same request arrived twice at once (answer it), or another tab took the slot.
    const again = await answerRepeated(app.db, view, voter.user.id, input);
    if (again) return again;
  }
  throw limit(ballot.waitSeconds, FAN_VOTE_MESSAGES.overAllowance);
}

/** A vote's person-check setting as staff set it. */
export function challengeOf(row: FanVoteRow): VoteChallenge {
  return { mode: row.challengeMode, votesPerWindow: row.challengeVotesPerWindow };
}

/**
 * The person check before a vote: always, never, or (velocity) once the account or the address has cast the
 * threshold's number of votes in this vote within the window. A resent request already counted is answered
 * before this, so a retry never needs a second solution.
 */
async function checkPerson(
  app: FastifyInstance,
  vote: FanVoteRow,
  q: { voteId: string; userId: string; addressHash: string; idempotencyKey: string },
  solution: string | undefined,
  now: Date,
): Promise<void> {
  const setting = challengeOf(vote);
  if (setting.mode === 'never') return;
  if (!(await repo.ballotByKey(app.db, q.userId, q.idempotencyKey))) {
    const recent =
      setting.mode === 'velocity'
        ? await repo.recentVotesBy(app.db, {
            ...q,
            since: new Date(now.getTime() - CHALLENGE_VELOCITY_WINDOW_MINUTES * 60_000),
          })
        : 0;
    if (voteNeedsChallenge(setting, recent)) await requireSolution(app, solution);
  }
}

/** The answer to a request whose key already made a vote; refused when the key was used for someone else. */
async function answerRepeated(
  db: Database,
  view: VoteView,
  userId: string,
  input: CastVote,
): Promise<CastVoteAnswer | null> {
  const earlier = await repo.ballotByKey(db, userId, input.idempotencyKey);
  if (!earlier) return null;
  const named = view.bySlug.get(input.delegate);
  // A delegate taken off the site since cannot be told apart by her address: the key alone answers then.
  if (earlier.voteId !== view.row.id || (named !== undefined && named !== earlier.contestantId)) {
    throw conflict(FAN_VOTE_MESSAGES.keyReused, ERROR_CODES.voteKeyReused);
  }
  const [used, credits] = await Promise.all([repo.countMine(db, earlier), creditsOf(db, view.row.id, userId)]);
  return {
    ballotId: earlier.id,
    delegate: input.delegate,
    votingDay: earlier.votingDay,
    remainingToday: Math.max(0, view.row.freeVotesPerDay - used),
    repeated: true,
    paid: earlier.paid,
    creditsLeft: credits?.balance ?? 0,
  };
}

const limit = (seconds: number, message: string) =>
  new AppError(429, message, undefined, { 'retry-after': String(seconds) });

/** A fan's own votes, newest first, and what she has used today in each vote that is open. */
export async function myVotes(db: Database, userId: string, now = new Date()): Promise<MyVotes> {
  const [ballots, rows, credits] = await Promise.all([
    repo.ballotsOf(db, userId, 100),
    repo.allVotes(db),
    allCreditsOf(db, userId),
  ]);
  const open = rows.filter((r) => fanVoteState(r, now) === 'open');
  const used = await repo.usedOn(
    db,
    userId,
    open.map((r) => ({ voteId: r.id, day: votingDay(now, r.timeZone) })),
  );
  const views = new Map(await Promise.all(rows.map(async (r) => [r.id, await viewOf(db, r.slug)] as const)));
  const slugOf = (voteId: string, contestantId: string) => {
    const view = views.get(voteId);
    const summary = view?.delegates.find((d) => view.bySlug.get(d.slug) === contestantId);
    return summary ?? null;
  };
  const voteIdBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return {
    ballots: ballots.map((b) => {
      const d = slugOf(voteIdBySlug.get(b.voteSlug) ?? '', b.contestantId);
      return {
        id: b.id,
        voteSlug: b.voteSlug,
        voteName: b.voteName,
        delegate: d?.slug ?? '',
        delegateName: d?.name ?? 'A delegate no longer shown',
        castAt: b.createdAt.toISOString(),
        voided: b.voidedAt !== null,
        paid: b.paid,
      };
    }),
    today: used.flatMap((u) => {
      const vote = rows.find((r) => r.id === u.voteId);
      const d = slugOf(u.voteId, u.contestantId);
      return vote && d ? [{ voteSlug: vote.slug, delegate: d.slug, used: Number(u.used) }] : [];
    }),
    credits: credits.flatMap((c) => {
      const vote = rows.find((r) => r.id === c.voteId);
      return vote ? [{ voteSlug: vote.slug, balance: c.balance, purchased: c.purchased, spent: c.spent }] : [];
    }),
  };
}
