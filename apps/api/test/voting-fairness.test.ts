import { randomUUID } from 'node:crypto';
import { FAN_VOTE_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fanBallots } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { isDisposableEmail } from '../src/modules/voting/disposable';
import { createTestApp, type TestApp } from './support/test-app';

/** Fair counting (docs/product/fan-voting.md): throw-away addresses, one count for staff and public, audits. */

let t: TestApp;
let director: Staff;
type Delegate = Awaited<ReturnType<typeof createPublishedDelegate>>;
let amara: Delegate;
let lerato: Delegate;

const HOUR = 3600_000;
const call = (method: string, url: string, headers: object = {}, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: headers as Record<string, string>,
    remoteAddress: '198.51.100.44',
    ...(payload ? { payload } : {}),
  });

const voteBody = (contestantIds: string[], name = `Fair Choice ${randomUUID().slice(0, 6)}`) => ({
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
});

async function fan(email?: string) {
  const user = await createUser(t.db, { firstName: 'Fan', ...(email ? { email } : {}) });
  return { user, headers: { ...loginAs(t.app, user).headers, 'x-device-id': `device-${randomUUID()}` } };
}
const vote = (slug: string, headers: object, delegate: string) =>
  call('POST', `/api/votes/${slug}/ballots`, headers, { delegate, idempotencyKey: randomUUID() });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  director = await createStaff(t.app, 'editor', [{ resource: 'voting', actions: ['read', 'update', 'export'] }]);
  amara = await createPublishedDelegate(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  lerato = await createPublishedDelegate(t.db, { firstName: 'Lerato', lastName: 'Dube' });
});
afterAll(async () => {
  await t?.close();
});

describe('throw-away addresses', () => {
  it('refuses every sub-domain of every listed domain, whatever its case', () => {
    for (const email of [
      'fan@guerrillamail.com',
      'fan@mail.guerrillamail.com',
      'fan@a.b.mailinator.com',
      'fan@MAIL.GuerrillaMail.COM',
      'fan@mail.guerrillamail.com.',
    ]) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
    for (const email of ['fan@gmail.com', 'fan@notguerrillamail.com', 'fan@guerrillamail.com.example.org']) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });

  it('a sub-domain of a listed domain does not vote', async () => {
    const res = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { slug } = res.json().data;
    const f = await fan(`fan-${randomUUID().slice(0, 8)}@mail.guerrillamail.com`);
    const refused = await vote(slug, f.headers, amara.slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FAN_VOTE_MESSAGES.disposable);
  });
});

describe('one count for staff and the public', () => {
  it('a delegate taken out of the vote leaves both the staff figure and the public total', async () => {
    const created = await call(
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody([amara.contestantId, lerato.contestantId]),
    );
    const { id, slug, name } = created.json().data;
    for (const delegate of [amara.slug, lerato.slug, lerato.slug]) {
      expect((await vote(slug, (await fan()).headers, delegate)).statusCode).toBe(201);
    }
    const out = await call('PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody([amara.contestantId], name),
    });
    expect(out.statusCode, out.body).toBe(200);
    const staff = (await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data;
    const board = (await call('GET', `/api/votes/${slug}/leaderboard`)).json().data;
    expect(board.total).toBe(1);
    expect(staff.counted).toBe(board.total);

    // Put back, her votes count again in both.
    await call('PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody([amara.contestantId, lerato.contestantId], name),
    });
    expect((await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data.counted).toBe(3);
  });
});

describe('voiding', () => {
  it('votes already voided: nothing happens, and nothing is audited as an action', async () => {
    const created = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { id, slug } = created.json().data;
    expect((await vote(slug, (await fan()).headers, amara.slug)).statusCode).toBe(201);
    const [ballot] = await t.db.select().from(fanBallots).where(eq(fanBallots.voteId, id));
    const body = { ballotIds: [ballot?.id], reason: 'Bought from a click farm' };
    const first = await call('POST', `/api/admin/votes/${id}/void`, director.headers, body);
    expect(first.json().data).toEqual({ voided: 1 });
    const again = await call('POST', `/api/admin/votes/${id}/void`, director.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ voided: 0 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voting.void'), eq(auditLog.recordId, id)));
    expect(entries.map((e) => e.summary)).toEqual([expect.stringMatching(/^Voided 1 vote in /)]);
  });
});
