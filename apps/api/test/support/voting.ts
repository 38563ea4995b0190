import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { contestants, fanVoteCredits, users } from '../../src/db/schema';
import { createPublishedDelegate } from '../../src/dev/delegate-factories';
import { createUser, loginAs } from '../../src/dev/factories';
import { createStaff, type Staff } from '../../src/dev/staff-factories';
import { type FakePaystack, startFakePaystack } from './payment-fakes';
import { paystackEnv } from './payments';
import { createTestApp, type TestApp } from './test-app';

export const HOUR = 3600_000;

export type Delegate = Awaited<ReturnType<typeof createPublishedDelegate>>;

/**
 * A request as one visitor's address sends it: the vote limits count per address, so each test file
 * votes from an address of its own.
 */
export function sendFrom(
  app: TestApp,
  remoteAddress: string,
  method: string,
  url: string,
  headers: object = {},
  payload?: object,
) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: headers as Record<string, string>,
    remoteAddress,
    ...(payload ? { payload } : {}),
  });
}

/** A name no other vote in the run has, so each test's vote gets its own page address. */
export const uniqueVoteName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

/**
 * What staff send to set up a People's Choice vote for African delegates: open since an hour ago for a day,
 * counted in Lagos days, one free vote a day, a public leaderboard and an award for the winner.
 */
export function openVoteBody(name: string, contestantIds: string[], over: Record<string, unknown> = {}) {
  return {
    name,
    continent: 'Africa',
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    timeZone: 'Africa/Lagos',
    freeVotesPerDay: 1,
    votesPerAddressPerDay: 1000,
    leaderboard: 'public',
    outcome: { kind: 'award', title: "People's Choice award" },
    contestantIds,
    ...over,
  };
}

/** A signed-in fan on a device of her own (a vote is limited per device as well as per fan). */
export async function signedInFan(app: TestApp, over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, { firstName: 'Fan', ...over });
  return { user, headers: { ...loginAs(app.app, user).headers, 'x-device-id': `device-${randomUUID()}` } };
}

/** The staff right to set up, run and export votes. */
export const runsVotes = (app: TestApp): Promise<Staff> =>
  createStaff(app.app, 'editor', [{ resource: 'voting', actions: ['read', 'update', 'export'] }]);

/** Two published African delegates a vote can hold. */
export async function amaraAndLerato(app: TestApp): Promise<{ amara: Delegate; lerato: Delegate }> {
  const amara = await createPublishedDelegate(app.db, { firstName: 'Amara', lastName: 'Okafor' });
  const lerato = await createPublishedDelegate(app.db, { firstName: 'Lerato', lastName: 'Dube' });
  return { amara, lerato };
}

/**
 * An API whose rate limits stay out of the way, with staff who run votes and two published delegates to vote for.
 */
export async function votingStage(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000', ...env } });
  const director = await runsVotes(t);
  return { t, director, ...(await amaraAndLerato(t)) };
}

/** The fan's paid-vote balance in one vote as stored, or null while she has bought none. */
export async function storedCredits(app: TestApp, voteId: string, userId: string) {
  const [row] = await app.db
    .select()
    .from(fanVoteCredits)
    .where(and(eq(fanVoteCredits.voteId, voteId), eq(fanVoteCredits.userId, userId)));
  return row ?? null;
}

/** Paid voting switched on in US dollars with these packs, without caps unless given. */
export const paidVoting = (
  packs: { votes: number; price: number }[],
  caps: { capPerFan?: number | null; capPerDelegate?: number | null } = {},
) => ({ enabled: true, currency: 'USD', packs, capPerFan: null, capPerDelegate: null, ...caps });

/**
 * For one describe block: an API that takes vote packs through a fake Paystack with this secret, and staff who run
 * its votes. The API closes before the fake provider does.
 */
export function paystackVotingForBlock(secret: string): () => { fake: FakePaystack; app: TestApp; director: Staff } {
  let fake: FakePaystack | undefined;
  let app: TestApp | undefined;
  let director: Staff | undefined;
  beforeAll(async () => {
    fake = await startFakePaystack(secret);
    app = await createTestApp({ env: paystackEnv(secret, fake.url) });
    director = await runsVotes(app);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  return () => {
    if (!fake || !app || !director) throw new Error('The Paystack stage is set up before the block’s first test.');
    return { fake, app, director };
  };
}

/** A delegate signed in to her own account, on a device of her own: what she sends to vote, perhaps for herself. */
export async function delegateOnOwnDevice(app: TestApp, delegate: Delegate) {
  const [own] = await app.db.select().from(contestants).where(eq(contestants.id, delegate.contestantId));
  const [account] = await app.db
    .select()
    .from(users)
    .where(eq(users.id, own?.userId ?? ''));
  if (!account) throw new Error('no delegate account');
  return { ...loginAs(app.app, account).headers, 'x-device-id': `device-${randomUUID()}` };
}
