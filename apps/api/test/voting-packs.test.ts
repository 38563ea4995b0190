import { randomUUID } from 'node:crypto';
import { VOTE_PACK_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fanBallots, notifications, orders, outbox, users } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { dataOf } from '../src/modules/privacy/repo';
import { type FakePaystack, paystackWebhook } from './support/payment-fakes';
import { answerTestCheckout, initialize, verifyReturn } from './support/payments';
import { pdfText } from './support/pdf-text';
import type { TestApp } from './support/test-app';
import {
  type Delegate,
  HOUR,
  openVoteBody,
  paidVoting,
  paystackVotingForBlock,
  sendFrom,
  signedInFan,
  storedCredits,
  uniqueVoteName,
  votingStage,
} from './support/voting';

/** Paid vote packs (docs/product/fan-voting.md#paid-vote-packs, decision 0028) with the built-in test provider. */

let t: TestApp;
let director: Staff;
let payments: Staff;
let amara: Delegate;
let lerato: Delegate;

const call = (app: TestApp, method: string, url: string, headers: object = {}, payload?: object) =>
  sendFrom(app, '198.51.100.9', method, url, headers, payload);

const PACKS = paidVoting([
  { votes: 10, price: 2 },
  { votes: 50, price: 8.5 },
]);

const voteBody = (over: Record<string, unknown> = {}) =>
  openVoteBody(uniqueVoteName('Paid Choice'), [amara.contestantId, lerato.contestantId], {
    paidVoting: PACKS,
    ...over,
  });

async function newVote(app: TestApp, over: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/admin/votes', director.headers, voteBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

const fan = (app: TestApp = t) => signedInFan(app);

const buy = (app: TestApp, slug: string, headers: object, votes: number) =>
  call(app, 'POST', `/api/votes/${slug}/packs`, headers, { votes });
const vote = (slug: string, headers: object, delegate: string, extra: object = {}, key = randomUUID()) =>
  call(t, 'POST', `/api/votes/${slug}/ballots`, headers, { delegate, idempotencyKey: key, ...extra });
const approve = (reference: string) => answerTestCheckout(t.app, reference);

const creditsOf = storedCredits;

/** A fan who bought and paid for a pack of `votes` in the vote. */
async function paidPack(slug: string, votes: number, f?: Awaited<ReturnType<typeof fan>>) {
  const who = f ?? (await fan());
  const started = await buy(t, slug, who.headers, votes);
  expect(started.statusCode, started.body).toBe(200);
  const { reference } = started.json().data;
  expect((await approve(reference)).statusCode).toBe(303);
  return { ...who, reference: reference as string, orderId: started.json().data.orderId as string };
}

beforeAll(async () => {
  ({ t, director, amara, lerato } = await votingStage({ PUBLIC_URL: 'https://queens.example' }));
  payments = await createStaff(t.app, 'editor', [{ resource: 'payments', actions: ['read', 'update', 'export'] }]);
});
afterAll(async () => {
  await t?.close();
});

describe('staff set up paid voting', () => {
  it('is off unless staff turn it on; packs and caps are checked, shown to fans, and every change is audited', async () => {
    const plain = await call(t, 'POST', '/api/admin/votes', director.headers, { ...voteBody(), paidVoting: undefined });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.paidVoting).toMatchObject({ enabled: false, packs: [] });

    const empty = await call(
      t,
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({ paidVoting: { ...PACKS, packs: [] } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['paidVoting.packs']).toBe(VOTE_PACK_MESSAGES.packsNeeded);
    const twice = await call(
      t,
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({
        paidVoting: {
          ...PACKS,
          packs: [
            { votes: 10, price: 1 },
            { votes: 10, price: 2 },
          ],
        },
      }),
    );
    expect(twice.statusCode).toBe(400);

    const { id, slug } = await newVote(t);
    const pub = (await call(t, 'GET', `/api/votes/${slug}`)).json().data;
    expect(pub.paidVoting).toEqual({
      ...PACKS,
      packs: [
        { votes: 10, price: 2 },
        { votes: 50, price: 8.5 },
      ],
    });
    const off = await call(
      t,
      'PUT',
      `/api/admin/votes/${id}`,
      director.headers,
      voteBody({ paidVoting: { ...PACKS, enabled: false } }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.paidVoting.enabled).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voting.update'), eq(auditLog.recordId, id)));
    expect(JSON.stringify(audits[0]?.details)).toContain('"paidVoting":false');
  });
});

describe('a fan buys a pack', () => {
  it('pays the vote’s price with the test provider, returns to the vote, and is credited once', async () => {
    const { id, slug } = await newVote(t);
    const f = await fan();
    const started = await buy(t, slug, f.headers, 50);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ provider: 'test', amount: 8.5, currency: 'USD', votes: 50 });
    // A double click offers the same order again.
    const again = await buy(t, slug, f.headers, 50);
    expect(again.json().data.orderId).toBe(started.json().data.orderId);
    const { reference, orderId } = started.json().data;

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${reference}` });
    expect(page.body).toContain('Cancel and return to the vote');
    const back = await approve(reference);
    expect(back.headers.location).toBe(`https://queens.example/peoples-choice?reference=${reference}`);

    // Every path that reports it, at once: the return and the checkout again. Credited once.
    const checks = await Promise.all(Array.from({ length: 6 }, () => verifyReturn(t.app, f.headers, reference)));
    for (const c of checks) {
      expect(c.statusCode).toBe(200);
      expect(c.json()).toMatchObject({
        message: 'Payment successful. Your 50 votes are ready: vote for your favourites below.',
      });
    }
    expect(await creditsOf(t, id, f.user.id)).toMatchObject({ purchased: 50, balance: 50, spent: 0 });

    // The registration is untouched: no payment status, no registration receipt, no notification; the pack's own
    // receipt is the one e-mail.
    const [user] = await t.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user?.paymentStatus ?? null).toBeNull();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, f.user.email));
    expect(mails.map((m) => m.kind)).toEqual(['pack-receipt']);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, f.user.id))).toHaveLength(0);

    // Her payments list and receipt name the pack.
    const mine = (await call(t, 'GET', '/api/payments/mine', f.headers)).json().data.payments;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: orderId, product: 'vote_pack', status: 'paid' });
    expect(mine[0].item).toMatch(/^Vote pack: 50 votes in Paid Choice/);
    expect(mine[0].purchase).toEqual({ kind: 'pack', votes: 50, voteName: expect.stringMatching(/^Paid Choice/) });
    const pdf = await call(t, 'GET', `/api/payments/${orderId}/receipt.pdf`, f.headers);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Vote pack: 50 votes');
    const votes = (await call(t, 'GET', '/api/votes/mine', f.headers)).json().data;
    expect(votes.credits).toEqual([{ voteSlug: slug, balance: 50, purchased: 50, spent: 0 }]);

    // The admin payments list shows the product.
    const list = await call(t, 'GET', '/api/admin/payments', payments.headers);
    const row = list.json().data.payments.find((p: { _id: string }) => p._id === orderId);
    expect(row).toMatchObject({ product: 'vote_pack' });
  });

  it('is refused in the API’s envelope: no such pack, paid voting off, vote closed or not open, over the fan’s cap', async () => {
    const f = await fan();
    const { slug } = await newVote(t, { paidVoting: { ...PACKS, capPerFan: 55 } });
    const unknown = await buy(t, slug, f.headers, 11);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: VOTE_PACK_MESSAGES.unknownPack });

    const off = await newVote(t, { paidVoting: { ...PACKS, enabled: false } });
    const refused = await buy(t, off.slug, f.headers, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'packs_off', message: VOTE_PACK_MESSAGES.off });

    const closed = await newVote(t, {
      opensAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      closesAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const late = await buy(t, closed.slug, f.headers, 10);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'vote_closed',
      message: 'This vote has closed. Thank you for taking part.',
    });
    const soon = await newVote(t, {
      opensAt: new Date(Date.now() + HOUR).toISOString(),
      closesAt: new Date(Date.now() + 3 * HOUR).toISOString(),
    });
    const early = await buy(t, soon.slug, f.headers, 10);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('vote_not_open');

    await paidPack(slug, 50, f);
    const over = await buy(t, slug, f.headers, 10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, code: 'over_cap', message: VOTE_PACK_MESSAGES.overFanCap });

    const signedOut = await call(t, 'POST', `/api/votes/${slug}/packs`, {}, { votes: 10 });
    expect(signedOut.statusCode).toBe(401);
  });

  it('a declined pack credits nothing and leaves her registration as it was', async () => {
    const { id, slug } = await newVote(t);
    const f = await fan();
    const started = await buy(t, slug, f.headers, 10);
    const { reference } = started.json().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    expect((await verifyReturn(t.app, f.headers, reference)).json().data.paymentData.status).toBe('failed');
    expect(await creditsOf(t, id, f.user.id)).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user?.paymentStatus ?? null).toBeNull();
  });

  it('a contestant’s registration fee is unchanged by a pack bought meanwhile', async () => {
    const { slug } = await newVote(t);
    const f = await fan();
    const fee = await initialize(t.app, f.headers);
    expect(fee.statusCode, fee.body).toBe(200);
    const pack = await paidPack(slug, 10, f);
    // Her fee's order is still open and is the one her payment status follows.
    const [user] = await t.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user?.paymentStatus).toBe('pending');
    const [feeOrder] = await t.db.select().from(orders).where(eq(orders.id, fee.json().data.orderId));
    expect(feeOrder?.status).toBe('pending');
    expect(pack.reference).not.toBe(fee.json().data.reference);
    await approve(fee.json().data.reference);
    const [after] = await t.db.select().from(users).where(eq(users.id, f.user.id));
    expect(after?.paymentStatus).toBe('paid');
  });
});

describe('spending paid votes', () => {
  it('free first, then paid; a paid vote counts in the same tally, marked paid; none left is refused', async () => {
    const { id, slug } = await newVote(t);
    const f = await paidPack(slug, 10);
    const free = await vote(slug, f.headers, amara.slug);
    expect(free.statusCode).toBe(201);
    expect(free.json().data).toMatchObject({ paid: false, remainingToday: 0, creditsLeft: 10 });
    const key = randomUUID();
    const paid = await vote(slug, f.headers, amara.slug, {}, key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ paid: true, creditsLeft: 9 });
    const resent = await vote(slug, f.headers, amara.slug, {}, key);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ repeated: true, paid: true, creditsLeft: 9 });
    const board = (await call(t, 'GET', `/api/votes/${slug}/leaderboard`)).json().data;
    expect(board.rows.find((r: { slug: string }) => r.slug === amara.slug).votes).toBe(2);
    const mine = (await call(t, 'GET', '/api/votes/mine', f.headers)).json().data;
    expect(mine.ballots.filter((b: { paid: boolean }) => b.paid)).toHaveLength(1);
    const review = (await call(t, 'GET', `/api/admin/votes/${id}/review`, director.headers)).json().data;
    expect(review.ballots.filter((b: { paid: boolean }) => b.paid)).toHaveLength(1);

    // By choice: a paid vote while a free one is left (for Lerato).
    const chosen = await vote(slug, f.headers, lerato.slug, { paid: true });
    expect(chosen.json().data).toMatchObject({ paid: true, creditsLeft: 8, remainingToday: 1 });

    // Her copy of her data holds the votes she cast and what is left of her pack.
    const { parts } = await dataOf(t.db, f.user.id);
    const mineInCopy = parts.find((p) => p.name === 'fan-votes.json')?.content as {
      votes: { paid: boolean }[];
      paidVotes: unknown[];
    };
    expect(mineInCopy.votes.map((v) => v.paid)).toEqual([false, true, true]);
    expect(mineInCopy.paidVotes).toEqual([{ vote: expect.any(String), bought: 10, spent: 2, left: 8 }]);

    // A fan without paid votes: asked for one, 409; over her free votes, 429 with a word on packs.
    const g = await fan();
    const none = await vote(slug, g.headers, amara.slug, { paid: true });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ success: false, code: 'no_credits', message: VOTE_PACK_MESSAGES.noCredits });
    await vote(slug, g.headers, amara.slug);
    const over = await vote(slug, g.headers, amara.slug);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(VOTE_PACK_MESSAGES.overAllowanceWithPacks);
  });

  it('paid votes already bought are still cast once staff turn paid voting off; no new pack is sold', async () => {
    const { id, slug } = await newVote(t);
    const f = await paidPack(slug, 10);
    const off = await call(t, 'PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody(),
      paidVoting: { ...PACKS, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const cast = await vote(slug, f.headers, amara.slug, { paid: true });
    expect(cast.statusCode, cast.body).toBe(201);
    expect(cast.json().data).toMatchObject({ paid: true, creditsLeft: 9 });
    expect((await buy(t, slug, f.headers, 10)).statusCode).toBe(403);
  });

  it('racing spends never take her balance below zero, and every vote acknowledged is counted', async () => {
    const { id, slug } = await newVote(t);
    const f = await paidPack(slug, 10);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => vote(slug, f.headers, lerato.slug, { paid: true })),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok).toHaveLength(10);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json()).toMatchObject({ code: 'no_credits', message: VOTE_PACK_MESSAGES.noCredits });
    }
    expect(await creditsOf(t, id, f.user.id)).toMatchObject({ balance: 0, spent: 10, purchased: 10 });
    const stored = await t.db
      .select()
      .from(fanBallots)
      .where(and(eq(fanBallots.voteId, id), eq(fanBallots.paid, true)));
    expect(stored).toHaveLength(10);

    // The same request sent several times at once: one vote, one credit.
    const g = await paidPack(slug, 10);
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => vote(slug, g.headers, amara.slug, { paid: true }, key)),
    );
    expect(new Set(same.map((s) => s.json().data.ballotId)).size).toBe(1);
    expect(await creditsOf(t, id, g.user.id)).toMatchObject({ balance: 9, spent: 1 });
  });

  it('the delegate cap holds under racing votes; voiding frees the cap, never her credit', async () => {
    const { id, slug } = await newVote(t, { paidVoting: { ...PACKS, capPerDelegate: 3 } });
    const f = await paidPack(slug, 10);
    const g = await paidPack(slug, 10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => vote(slug, (i % 2 ? f : g).headers, amara.slug, { paid: true })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'delegate_over_cap', message: VOTE_PACK_MESSAGES.overDelegateCap });
    const spentBefore =
      ((await creditsOf(t, id, f.user.id))?.spent ?? 0) + ((await creditsOf(t, id, g.user.id))?.spent ?? 0);
    expect(spentBefore).toBe(3);

    // Staff void one paid vote: the count drops, her balance stays as it was (decision 0028).
    const [one] = await t.db
      .select()
      .from(fanBallots)
      .where(and(eq(fanBallots.voteId, id), eq(fanBallots.paid, true)));
    if (!one?.userId) throw new Error('no paid vote');
    const before = await creditsOf(t, id, one.userId);
    const boardBefore = (await call(t, 'GET', `/api/votes/${slug}/leaderboard`)).json().data;
    const voided = await call(t, 'POST', `/api/admin/votes/${id}/void`, director.headers, {
      ballotIds: [one.id],
      reason: 'Bought with a stolen card',
    });
    expect(voided.statusCode).toBe(200);
    expect(await creditsOf(t, id, one.userId)).toEqual(before);
    await new Promise((r) => setTimeout(r, 2_100));
    const boardAfter = (await call(t, 'GET', `/api/votes/${slug}/leaderboard`)).json().data;
    expect(boardAfter.total).toBe(boardBefore.total - 1);
    // The voided vote no longer fills the cap: one more paid vote is taken.
    const next = await vote(slug, f.headers, amara.slug, { paid: true });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('a pack refunded in full takes back what is left of it; staff export the vote’s payments, audited', async () => {
    const { id, slug } = await newVote(t);
    const f = await paidPack(slug, 10);
    await vote(slug, f.headers, amara.slug, { paid: true });
    await vote(slug, f.headers, amara.slug, { paid: true });
    const refund = await call(t, 'POST', `/api/admin/payments/${f.orderId}/refunds`, payments.headers, {
      amountMinor: 200,
      reason: 'Bought by mistake',
      idempotencyKey: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    expect(await creditsOf(t, id, f.user.id)).toMatchObject({ balance: 0, spent: 2, purchased: 10 });
    const [user] = await t.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user?.paymentStatus ?? null).toBeNull();
    // Her two votes stay counted.
    const board = (await call(t, 'GET', `/api/votes/${slug}/leaderboard`)).json().data;
    expect(board.total).toBe(2);

    const csv = await call(t, 'GET', `/api/admin/votes/${id}/payments.csv`, director.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Votes');
    expect(csv.body).toContain(f.reference);
    expect(csv.body).toContain('refunded');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voting.payments-export'), eq(auditLog.recordId, id)));
    expect(audit).toHaveLength(1);
    const votesCsv = await call(t, 'GET', `/api/admin/votes/${id}/export.csv`, director.headers);
    expect(votesCsv.body.split('\r\n')[0]).toContain('Paid');
  });
});

describe('concurrent confirmations of one pack (Paystack)', () => {
  const SECRET = 'sk_test_paystack_local_fake_packs_0123';
  let fake: FakePaystack;
  let p: TestApp;
  const stage = paystackVotingForBlock(SECRET);
  beforeAll(() => {
    ({ fake, app: p, director } = stage());
  });

  it('several identical webhooks and returns at once credit the pack once; she returns to the vote', async () => {
    const d1 = await createPublishedDelegate(p.db, { firstName: 'Zuri', lastName: 'Mensah' });
    const res = await call(
      p,
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({ contestantIds: [d1.contestantId] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id, slug } = res.json().data;
    const f = await fan(p);
    const started = await buy(p, slug, f.headers, 10);
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json().data;
    const init = fake.requests.find((r) => r.path === '/transaction/initialize' && r.body.includes(reference));
    expect(JSON.parse(init?.body ?? '{}')).toMatchObject({
      amount: 200,
      callback_url: 'https://queens.example/peoples-choice',
    });

    const tx = fake.settle(reference, 'success');
    const { body, signature } = paystackWebhook(SECRET, {
      event: 'charge.success',
      data: { ...tx, status: 'success', gateway_response: 'Approved', paid_at: new Date().toISOString() },
    });
    const hook = () =>
      p.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: body,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, hook),
      ...Array.from({ length: 5 }, () => verifyReturn(p.app, f.headers, reference)),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await creditsOf(p, id, f.user.id)).toMatchObject({ purchased: 10, balance: 10 });
    const [user] = await p.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user?.paymentStatus ?? null).toBeNull();
  });
});
