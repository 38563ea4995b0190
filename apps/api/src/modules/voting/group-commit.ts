import { ballotKind, ERROR_CODES, FAN_VOTE_MESSAGES, VOTE_PACK_MESSAGES } from '@cq/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contestants, fanBallots } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { lockAndCountPaidFor, spendOne } from './credits';
import { ownVoteRefusal } from './eligibility';
import { insertBallot, type NewBallot } from './repo';

/** One vote on its way to the database, its vote's rules already checked (window, delegate, account). */
export interface BallotRequest {
  voteId: string;
  contestantId: string;
  userId: string;
  day: string;
  idempotencyKey: string;
  addressHash: string;
  deviceHash: string;
  freePerDay: number;
  /** Accounts one device may vote from in a day. */
  deviceLimit: number;
  /** The address's free votes today are all taken (counted by the address counter before it came here). */
  addressFull: boolean;
  wantsPaid: boolean;
  paidVoting: boolean;
  paidCapPerDelegate: number | null;
  /** Seconds until the next voting day, for a refusal's Retry-After. */
  waitSeconds: number;
}

/**
 * What became of it once its batch committed: `made` (durable now), `again` (its key was counted already,
 * by a resent request or the same one twice at once, or a racing vote took its slot: the caller answers from
 * the stored vote or tries once more), or refused.
 */
export type BallotOutcome =
  | { kind: 'made'; id: string; left: number; paid: boolean; credits: number }
  | { kind: 'again' }
  | { kind: 'refused'; error: AppError };

/** The votes this instance committed and answered, and its batches, for /metrics. */
export interface GroupCommitStats {
  /** Votes counted by a committed transaction. */
  committed: number;
  /** Votes answered 201 to the fan (after their commit). */
  acknowledged: number;
  /** Transactions committed and the ballots they carried. */
  batches: number;
  /** Observers of each batch's size (the metrics' histogram). */
  readonly batchObservers: Set<(size: number) => void>;
}

/** Ballots in one transaction at most. */
const MAX_BATCH = 256;
/**
 * Batches at the database at once: one is written while the server gathers the next. A fan's ballots are never
 * in two at once (they would race for her numbered slots and her credits).
 */
const MAX_IN_FLIGHT = 2;

interface Waiting {
  ballot: BallotRequest;
  resolve(outcome: BallotOutcome): void;
  reject(error: unknown): void;
}

interface StateRow {
  i: number;
  /** The delegate voted for is the fan herself. */
  own: boolean;
  keyUsed: boolean;
  mine: number;
  deviceUsers: string[] | null;
  balance: number;
}

const limit = (seconds: number, message: string) =>
  new AppError(429, message, undefined, { 'retry-after': String(seconds) });

/**
 * Votes arriving together are committed together (group commit). A vote goes to the database at the end of the
 * event loop's turn that read it, with the others read in that turn, when fewer than MAX_IN_FLIGHT batches are
 * there; otherwise it waits for one to finish and goes with the votes that arrived meanwhile, in one transaction: the database reads their state in one query, writes them in one
 * insert and flushes its log once for all of them. A vote is answered only after its transaction committed,
 * so an acknowledged vote is durable; nothing waits at low load.
 *
 * Every rule of a single vote holds inside a batch, checked in arrival order against what the database holds
 * plus what the batch itself adds: one vote per idempotency key (the key's unique index, and a second copy in
 * the same batch waits for the first), a fan's free votes per delegate per day (numbered slots under a unique
 * index), the accounts per device (the batch's devices locked in one sorted statement, so batches of several
 * instances never deadlock), and paid votes, each in a savepoint of its own (a refused one undoes only itself)
 * taking its credit by a conditional update that never goes below zero. A vote refused inside a batch is
 * answered with its refusal; the others commit. A batch the database refuses as a whole is tried again one
 * vote at a time, so one bad vote fails alone.
 */
export class BallotBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  /** Fans with a ballot in a batch at the database. */
  private readonly busy = new Map<string, number>();
  readonly stats: GroupCommitStats = { committed: 0, acknowledged: 0, batches: 0, batchObservers: new Set() };
  private idle: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly db: Database) {}

  submit(ballot: BallotRequest): Promise<BallotOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ballot, resolve, reject });
      // The votes whose requests this turn of the event loop is reading go together: the batch leaves at its end.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Resolves once nothing waits and no batch is at the database (a closing server waits for it). */
  drained(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) break;
      this.inFlight += 1;
      for (const w of batch) this.busy.set(w.ballot.userId, (this.busy.get(w.ballot.userId) ?? 0) + 1);
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        for (const w of batch) {
          const n = (this.busy.get(w.ballot.userId) ?? 1) - 1;
          if (n === 0) this.busy.delete(w.ballot.userId);
          else this.busy.set(w.ballot.userId, n);
        }
        this.pump();
        if (this.inFlight === 0 && this.waiting.length === 0) for (const done of this.idle.splice(0)) done();
      });
    }
  }

  /** The oldest waiting ballots up to MAX_BATCH, leaving those of fans with a ballot at the database. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const w of this.waiting) {
      if (batch.length < MAX_BATCH && !this.busy.has(w.ballot.userId)) batch.push(w);
      else left.push(w);
    }
    this.waiting = left;
    return batch;
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    let outcomes: BallotOutcome[];
    try {
      outcomes = await this.db.transaction((tx) =>
        commitBatch(
          tx,
          batch.map((w) => w.ballot),
        ),
      );
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Refused as a whole (a deadlock, a lost connection): each ballot is tried again on its own.
      for (const w of batch) {
        await this.db
          .transaction((tx) => commitBatch(tx, [w.ballot]))
          .then(
            ([outcome]) => this.settle(w, outcome as BallotOutcome),
            (alone) => w.reject(alone),
          );
      }
      return;
    }
    this.stats.batches += 1;
    for (const observe of this.stats.batchObservers) observe(batch.length);
    for (const [i, w] of batch.entries()) this.settle(w, outcomes[i] as BallotOutcome);
  }

  private settle(w: Waiting, outcome: BallotOutcome): void {
    if (outcome.kind === 'made') this.stats.committed += 1;
    w.resolve(outcome);
  }
}

const batchers = new WeakMap<Database, BallotBatcher>();

/** This instance's group commit of votes on the database. */
export function ballotBatcher(db: Database): BallotBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new BallotBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** The batch's ballots as the state query's JSON parameter. */
function stateParameter(ballots: readonly BallotRequest[]): string {
  return JSON.stringify(
    ballots.map((b, i) => ({
      i,
      vote_id: b.voteId,
      contestant_id: b.contestantId,
      user_id: b.userId,
      day: b.day,
      key: b.idempotencyKey,
      device: b.deviceHash,
      device_limit: b.deviceLimit,
    })),
  );
}

/**
 * In one query, for each ballot (each lookup a correlated one through its own index: an EXISTS here would be
 * planned as a hash of the whole table): whether the delegate is the fan herself, whether its key was counted, her free votes for the delegate today (free slots
 * count up from 1, paid ones down from -1: the slot's unique index answers alone), the
 * accounts that voted from its device today (no more than one past the limit: a shared device costs the same as
 * a quiet one) and her paid-vote balance.
 */
async function readState(tx: Tx, ballots: readonly BallotRequest[]): Promise<StateRow[]> {
  const result = await tx.execute(sql`
    select r.i,
      (select true from ${contestants} c where c.id = r.contestant_id and c.user_id = r.user_id) is not null as own,
      (select true from ${fanBallots} b where b.user_id = r.user_id and b.idempotency_key = r.key limit 1) is not null
        as "keyUsed",
      (select count(*)::int from ${fanBallots} b
        where b.vote_id = r.vote_id and b.voting_day = r.day and b.contestant_id = r.contestant_id
          and b.user_id = r.user_id and b.slot > 0) as mine,
      (select json_agg(d.user_id) from (select distinct b.user_id from ${fanBallots} b
        where b.vote_id = r.vote_id and b.voting_day = r.day and b.device_hash = r.device and b.user_id is not null
        limit r.device_limit + 1) d) as "deviceUsers",
      coalesce((select c.balance from fan_vote_credits c where c.vote_id = r.vote_id and c.user_id = r.user_id), 0)::int
        as balance
    from jsonb_to_recordset(${stateParameter(ballots)}::jsonb)
      as r(i int, vote_id uuid, contestant_id uuid, user_id uuid, day text, key uuid, device text, device_limit int)
    order by r.i`);
  return (result as unknown as { rows: StateRow[] }).rows;
}

/**
 * Holds, until the transaction ends, the lock of each device in the batch (in one statement, in sorted order):
 * accounts voting from one device through several instances at once are counted one batch after the other.
 */
async function lockDevices(tx: Tx, ballots: readonly BallotRequest[]): Promise<void> {
  const keys = [...new Set(ballots.map((b) => `fan-vote:${b.voteId}:${b.day}:device:${b.deviceHash}`))].sort();
  await tx.execute(sql`
    select pg_advisory_xact_lock(h) from (
      select hashtextextended(k, 0) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k
      order by h
    ) as sorted`);
}

const slotKey = (b: BallotRequest) => `${b.voteId}|${b.contestantId}|${b.userId}|${b.day}`;
const deviceKey = (b: BallotRequest) => `${b.voteId}|${b.day}|${b.deviceHash}`;

/** One batch in one transaction; each ballot's outcome in the batch's order. */
async function commitBatch(tx: Tx, ballots: readonly BallotRequest[]): Promise<BallotOutcome[]> {
  await lockDevices(tx, ballots);
  const state = await readState(tx, ballots);
  const outcomes: BallotOutcome[] = new Array(ballots.length);
  const keys = new Set<string>();
  /** Free votes the batch adds, per fan, delegate and day; accounts it adds per device; credits it spends. */
  const addedFree = new Map<string, number>();
  const deviceUsers = new Map<string, Set<string>>();
  const free: { index: number; ballot: NewBallot; left: number; credits: number }[] = [];
  const paid: { index: number; used: number }[] = [];

  ballots.forEach((b, i) => {
    const seen = state[i] as StateRow;
    // A delegate never votes for herself (checked first, as it was before the vote reached the database).
    if (seen.own) {
      outcomes[i] = { kind: 'refused', error: ownVoteRefusal() };
      return;
    }
    const key = `${b.userId}|${b.idempotencyKey}`;
    // Counted already, or the same request twice in this batch: answered from the stored vote after the commit.
    if (seen.keyUsed || keys.has(key)) {
      outcomes[i] = { kind: 'again' };
      return;
    }
    keys.add(key);
    const used = seen.mine + (addedFree.get(slotKey(b)) ?? 0);
    const kind = ballotKind({
      freeUsed: used,
      freePerDay: b.freePerDay,
      balance: seen.balance,
      wantsPaid: b.wantsPaid,
    });
    if (kind === null) {
      outcomes[i] = {
        kind: 'refused',
        error: b.wantsPaid
          ? conflict(VOTE_PACK_MESSAGES.noCredits, ERROR_CODES.noCredits)
          : limit(
              b.waitSeconds,
              b.paidVoting ? VOTE_PACK_MESSAGES.overAllowanceWithPacks : FAN_VOTE_MESSAGES.overAllowance,
            ),
      };
      return;
    }
    if (kind === 'paid') {
      paid.push({ index: i, used });
      return;
    }
    if (b.addressFull) {
      outcomes[i] = { kind: 'refused', error: limit(b.waitSeconds, FAN_VOTE_MESSAGES.addressLimit) };
      return;
    }
    let accounts = deviceUsers.get(deviceKey(b));
    if (!accounts) {
      accounts = new Set(seen.deviceUsers ?? []);
      deviceUsers.set(deviceKey(b), accounts);
    }
    const others = accounts.size - (accounts.has(b.userId) ? 1 : 0);
    if (others >= b.deviceLimit) {
      outcomes[i] = { kind: 'refused', error: limit(b.waitSeconds, FAN_VOTE_MESSAGES.deviceLimit) };
      return;
    }
    accounts.add(b.userId);
    addedFree.set(slotKey(b), (addedFree.get(slotKey(b)) ?? 0) + 1);
    free.push({
      index: i,
      ballot: {
        voteId: b.voteId,
        contestantId: b.contestantId,
        userId: b.userId,
        votingDay: b.day,
        slot: used + 1,
        paid: false,
        idempotencyKey: b.idempotencyKey,
        addressHash: b.addressHash,
        deviceHash: b.deviceHash,
      },
      left: b.freePerDay - used - 1,
      credits: seen.balance,
    });
  });

  // Paid votes one by one, each in its savepoint, in the order of their delegates (the caps' locks are taken in
  // one order by every batch). Rare beside free votes.
  const delegateOf = (p: { index: number }) => (ballots[p.index] as BallotRequest).contestantId;
  paid.sort((a, b) => (delegateOf(a) < delegateOf(b) ? -1 : delegateOf(a) > delegateOf(b) ? 1 : 0));
  for (const p of paid) outcomes[p.index] = await castPaid(tx, ballots[p.index] as BallotRequest, p.used);

  if (free.length > 0) {
    const made = await insertFree(
      tx,
      free.map((f) => f.ballot),
    );
    for (const f of free) {
      const id = made.get(`${f.ballot.userId}|${f.ballot.idempotencyKey}`);
      // Not inserted: a vote committing elsewhere took her key or her slot meanwhile.
      outcomes[f.index] = id ? { kind: 'made', id, left: f.left, paid: false, credits: f.credits } : { kind: 'again' };
    }
  }
  return outcomes;
}

/**
 * The batch's free votes in one insert from one JSON parameter (the query builder's cost grows with every value
 * it binds), skipping any whose key or slot is taken; answers the ids made, by fan and key.
 */
async function insertFree(tx: Tx, ballots: readonly NewBallot[]): Promise<Map<string, string>> {
  const rows = JSON.stringify(
    ballots.map((b) => ({
      vote_id: b.voteId,
      contestant_id: b.contestantId,
      user_id: b.userId,
      voting_day: b.votingDay,
      slot: b.slot,
      idempotency_key: b.idempotencyKey,
      address_hash: b.addressHash,
      device_hash: b.deviceHash,
    })),
  );
  const result = await tx.execute(sql`
    insert into ${fanBallots} (vote_id, contestant_id, user_id, voting_day, slot, paid, idempotency_key, address_hash,
      device_hash)
    select vote_id, contestant_id, user_id, voting_day, slot, false, idempotency_key, address_hash, device_hash
    from jsonb_to_recordset(${rows}::jsonb) as r(vote_id uuid, contestant_id uuid, user_id uuid, voting_day text,
      slot int, idempotency_key uuid, address_hash text, device_hash text)
    on conflict do nothing
    returning id, user_id, idempotency_key`);
  const made = (result as unknown as { rows: { id: string; user_id: string; idempotency_key: string }[] }).rows;
  return new Map(made.map((r) => [`${r.user_id}|${r.idempotency_key}`, r.id]));
}

/** Paid votes are counted against the delegate's cap (voided ones not), never against the day's limits. */
async function castPaid(tx: Tx, b: BallotRequest, freeUsed: number): Promise<BallotOutcome> {
  try {
    return await tx.transaction(async (sp) => {
      if (b.paidCapPerDelegate !== null) {
        const received = await lockAndCountPaidFor(sp, b.voteId, b.contestantId);
        if (received >= b.paidCapPerDelegate)
          throw conflict(VOTE_PACK_MESSAGES.overDelegateCap, ERROR_CODES.delegateOverCap);
      }
      const spent = await spendOne(sp, b.voteId, b.userId);
      if (!spent) throw conflict(VOTE_PACK_MESSAGES.noCredits, ERROR_CODES.noCredits);
      const row = await insertBallot(sp, {
        voteId: b.voteId,
        contestantId: b.contestantId,
        userId: b.userId,
        votingDay: b.day,
        slot: -spent.seq,
        paid: true,
        idempotencyKey: b.idempotencyKey,
        addressHash: b.addressHash,
        deviceHash: b.deviceHash,
      });
      // The same request counted meanwhile: its credit goes back with the savepoint.
      if (!row) throw new KeyTaken();
      return {
        kind: 'made' as const,
        id: row.id,
        left: Math.max(0, b.freePerDay - freeUsed),
        paid: true,
        credits: spent.left,
      };
    });
  } catch (err) {
    if (err instanceof KeyTaken) return { kind: 'again' };
    if (err instanceof AppError) return { kind: 'refused', error: err };
    throw err;
  }
}

class KeyTaken extends Error {}
