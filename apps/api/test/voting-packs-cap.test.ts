import { randomUUID } from 'node:crypto';
import { AUTOMATIC_REFUND_MESSAGES, VOTE_PACK_MESSAGES, VOTE_PACK_PRODUCT } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanBallots, orders, refunds, testCheckouts } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import type { FakePaystack } from './support/payment-fakes';
import { answerTestCheckout, paystackChargeSucceeded } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';
import {
  type Delegate,
  openVoteBody,
  paidVoting,
  paystackVotingForBlock,
  runsVotes,
  sendFrom,
  signedInFan,
  storedCredits,
  uniqueVoteName,
} from './support/voting';

/**
 * The paid votes one fan may buy in a vote hold when her votes are credited, whatever the order of orders,
 * payments, replays, refunds and voids (docs/product/fan-voting.md#paid-vote-packs): a pack that would pass her cap
 * is refused when ordered, or, paid anyway, refunded in full automatically and shown to her.
 */

let t: TestApp;
let director: Staff;
let treasurer: Staff;
let amara: Delegate;

const call = (app: TestApp, method: string, url: string, headers: object = {}, payload?: object) =>
  sendFrom(app, '198.51.100.19', method, url, headers, payload);

function voteBody(capPerFan: number | null, contestantIds: string[]) {
  return openVoteBody(uniqueVoteName('Capped Choice'), contestantIds, {
    votesPerAddressPerDay: 100000,
    paidVoting: paidVoting(
      [
        { votes: 3, price: 1 },
        { votes: 5, price: 1.5 },
        { votes: 10, price: 2 },
      ],
      { capPerFan },
    ),
  });
}

async function newVote(app: TestApp, staff: Staff, capPerFan: number | null, delegate: Delegate) {
  const res = await call(app, 'POST', '/api/admin/votes', staff.headers, voteBody(capPerFan, [delegate.contestantId]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

const fan = (app: TestApp) => signedInFan(app);

const buy = (app: TestApp, slug: string, headers: object, votes: number) =>
  call(app, 'POST', `/api/votes/${slug}/packs`, headers, { votes });
const approve = (reference: string) => answerTestCheckout(t.app, reference);

const creditsOf = async (app: TestApp, voteId: string, userId: string) =>
  (await storedCredits(app, voteId, userId)) ?? { purchased: 0, balance: 0, spent: 0 };

async function packOrders(app: TestApp, voteId: string, userId: string) {
  return app.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.voteId, voteId), eq(orders.product, VOTE_PACK_PRODUCT)));
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000', PUBLIC_URL: 'https://queens.example' } });
  director = await runsVotes(t);
  treasurer = await createStaff(t.app, 'editor', [{ resource: 'payments', actions: ['read', 'update', 'export'] }]);
  amara = await createPublishedDelegate(t.db, { firstName: 'Amara', lastName: 'Okafor' });
});
afterAll(async () => {
  await t?.close();
});

describe('the per-fan cap on paid votes', () => {
  it('five orders made at once, each approved: never more than the cap (13 with packs of 10 and 3)', async () => {
    const { id, slug } = await newVote(t, director, 13, amara);
    const f = await fan(t);
    const sizes = [10, 3, 10, 3, 10];
    const answers = await Promise.all(sizes.map((v) => buy(t, slug, f.headers, v)));
    const references = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.reference as string);
    for (const reference of references) await approve(reference);
    const credits = await creditsOf(t, id, f.user.id);
    expect(credits.purchased).toBeLessThanOrEqual(13);
    expect(credits.purchased).toBeGreaterThan(0);
  });

  it('order 10 then 5 on a cap of 10, both paid: the replaced order is refunded automatically, never 15', async () => {
    const { id, slug } = await newVote(t, director, 10, amara);
    const f = await fan(t);
    const ten = (await buy(t, slug, f.headers, 10)).json().data;
    const five = (await buy(t, slug, f.headers, 5)).json().data;
    // The payer had already paid the first at the provider when it was replaced (the cancel came too late).
    await t.db.update(testCheckouts).set({ status: 'approved' }).where(eq(testCheckouts.reference, ten.reference));
    await approve(five.reference);
    const late = await call(t, 'GET', `/api/payments/verification/${ten.reference}`, f.headers);
    expect(late.json()).toMatchObject({
      data: { paymentData: { status: 'refunded' } },
      message: AUTOMATIC_REFUND_MESSAGES.replaced,
    });
    expect(await creditsOf(t, id, f.user.id)).toMatchObject({ purchased: 5, balance: 5 });
    const [refunded] = await t.db.select().from(orders).where(eq(orders.id, ten.orderId));
    expect(refunded).toMatchObject({ status: 'refunded', closedReason: 'replaced', refundedMinor: 200 });
  });

  it('a cap lowered after she ordered: the pack that passes it is not credited but refunded, and shown to her', async () => {
    const { id, slug } = await newVote(t, director, 20, amara);
    const f = await fan(t);
    const order = (await buy(t, slug, f.headers, 10)).json().data;
    const lowered = await call(t, 'PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody(5, [amara.contestantId]),
      name: 'Capped lower',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await approve(order.reference);
    expect(await creditsOf(t, id, f.user.id)).toMatchObject({ purchased: 0, balance: 0 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'refunded', closedReason: 'over-cap', refundedMinor: 200 });
    const [auto] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(auto).toMatchObject({ state: 'succeeded', reason: AUTOMATIC_REFUND_MESSAGES['over-cap'] });
    const mine = (await call(t, 'GET', '/api/payments/mine', f.headers)).json().data.payments;
    expect(mine[0]).toMatchObject({ _id: order.orderId, autoRefund: 'over-cap', receiptNumber: null });
    // Ordering a pack over the cap is refused outright.
    const over = await buy(t, slug, f.headers, 10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'over_cap', message: VOTE_PACK_MESSAGES.overFanCap });
  });

  it('never above the cap, never below zero, every paid unit credited or refunded: random sequences', async () => {
    const CAP = 13;
    type Op =
      | { kind: 'order'; votes: 3 | 5 | 10 }
      | { kind: 'pay'; pick: number }
      | { kind: 'payAnyway'; pick: number }
      | { kind: 'replay'; pick: number }
      | { kind: 'refund'; pick: number }
      | { kind: 'spend' }
      | { kind: 'void' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('order' as const), votes: fc.constantFrom(3 as const, 5 as const, 10 as const) }),
      fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('payAnyway' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
      fc.constant({ kind: 'spend' as const }),
      fc.constant({ kind: 'void' as const }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 9 }), async (ops) => {
        const { id, slug } = await newVote(t, director, CAP, amara);
        const f = await fan(t);
        const made: { reference: string; orderId: string }[] = [];
        const at = (pick: number) => made[pick % Math.max(1, made.length)];
        for (const o of ops) {
          if (o.kind === 'order') {
            const res = await buy(t, slug, f.headers, o.votes);
            if (res.statusCode === 200) made.push(res.json().data);
            else {
              expect(res.statusCode).toBe(409);
              expect(res.json().code).toBe('over_cap');
            }
          } else if (o.kind === 'spend') {
            await call(t, 'POST', `/api/votes/${slug}/ballots`, f.headers, {
              delegate: amara.slug,
              idempotencyKey: randomUUID(),
              paid: true,
            });
          } else if (o.kind === 'void') {
            const [one] = await t.db
              .select()
              .from(fanBallots)
              .where(and(eq(fanBallots.voteId, id), eq(fanBallots.paid, true)))
              .limit(1);
            if (one) {
              await call(t, 'POST', `/api/admin/votes/${id}/void`, director.headers, {
                ballotIds: [one.id],
                reason: 'Checked and voided',
              });
            }
          } else {
            const target = at(o.pick);
            if (!target) continue;
            if (o.kind === 'pay') await approve(target.reference);
            else if (o.kind === 'payAnyway') {
              // Paid at the provider whatever our books say (a cancel that came too late), then checked.
              await t.db
                .update(testCheckouts)
                .set({ status: 'approved' })
                .where(eq(testCheckouts.reference, target.reference));
              await call(t, 'GET', `/api/payments/verification/${target.reference}`, f.headers);
            } else if (o.kind === 'replay') {
              await approve(target.reference);
              await call(t, 'GET', `/api/payments/verification/${target.reference}`, f.headers);
            } else {
              const [row] = await t.db.select().from(orders).where(eq(orders.id, target.orderId));
              if (row?.status === 'paid' && !row.closedReason) {
                await call(t, 'POST', `/api/admin/payments/${target.orderId}/refunds`, treasurer.headers, {
                  amountMinor: row.amountMinor,
                  reason: 'Bought by mistake',
                  idempotencyKey: randomUUID(),
                });
              }
            }
          }

          const credits = await creditsOf(t, id, f.user.id);
          expect(credits.purchased).toBeLessThanOrEqual(CAP);
          expect(credits.balance).toBeGreaterThanOrEqual(0);
          expect(credits.balance).toBeLessThanOrEqual(credits.purchased - credits.spent);
          const all = await packOrders(t, id, f.user.id);
          const paid = all.filter((r) => r.status === 'paid' || r.status === 'refunded');
          // Every paid unit is credited or refunded: credited packs sum to what she bought; the others are
          // given back in full (the test provider confirms a refund at once).
          const credited = paid.filter((r) => !r.closedReason).reduce((n, r) => n + (r.packVotes ?? 0), 0);
          expect(credited).toBe(credits.purchased);
          for (const r of paid.filter((x) => x.closedReason)) {
            expect(r).toMatchObject({ status: 'refunded', refundedMinor: r.amountMinor });
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('a replaced pack paid at a provider that cannot cancel it (Paystack)', () => {
  const SECRET = 'sk_test_paystack_local_fake_cap_0123';
  let fake: FakePaystack;
  let p: TestApp;
  let pDirector: Staff;
  let lerato: Delegate;
  const stage = paystackVotingForBlock(SECRET);
  beforeAll(async () => {
    ({ fake, app: p, director: pDirector } = stage());
    lerato = await createPublishedDelegate(p.db, { firstName: 'Lerato', lastName: 'Dube' });
  });

  const charge = (reference: string) => paystackChargeSucceeded(p.app, fake, SECRET, reference);

  it('cap 10: order 10, order 5, both paid and their webhooks replayed: 5 credited, the 10 refunded through Paystack', async () => {
    const { id, slug } = await newVote(p, pDirector, 10, lerato);
    const f = await fan(p);
    const ten = (await buy(p, slug, f.headers, 10)).json().data;
    const five = (await buy(p, slug, f.headers, 5)).json().data;
    for (let i = 0; i < 3; i++) {
      await Promise.all([charge(ten.reference), charge(five.reference)]);
    }
    expect(await creditsOf(p, id, f.user.id)).toMatchObject({ purchased: 5, balance: 5 });
    expect(fake.refunds.filter((r) => r.transaction === ten.reference)).toEqual([
      expect.objectContaining({ amount: 200 }),
    ]);
    expect(fake.refunds.filter((r) => r.transaction === five.reference)).toEqual([]);
    const [row] = await p.db.select().from(orders).where(eq(orders.id, ten.orderId));
    expect(row).toMatchObject({ status: 'paid', closedReason: 'replaced' });
    const [auto] = await p.db.select().from(refunds).where(eq(refunds.orderId, ten.orderId));
    expect(auto).toMatchObject({ state: 'requested', amountMinor: 200 });
  });

  it('a replaced pack reported paid by several callers at once is refunded once, never marked failed', async () => {
    const { id, slug } = await newVote(p, pDirector, 10, lerato);
    const f = await fan(p);
    const ten = (await buy(p, slug, f.headers, 10)).json().data;
    const three = (await buy(p, slug, f.headers, 3)).json().data;
    const answers = await Promise.all([charge(ten.reference), charge(ten.reference), charge(ten.reference)]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.transaction === ten.reference)).toEqual([
      expect.objectContaining({ amount: 200 }),
    ]);
    const [auto] = await p.db.select().from(refunds).where(eq(refunds.orderId, ten.orderId));
    expect(auto).toMatchObject({ state: 'requested', failureReason: null, amountMinor: 200 });
    expect(auto?.providerRefundId).not.toBeNull();
    await charge(three.reference);
    expect(await creditsOf(p, id, f.user.id)).toMatchObject({ purchased: 3, balance: 3 });
  });
});
