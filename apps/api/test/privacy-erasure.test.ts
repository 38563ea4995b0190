import { DEFAULT_REGISTRATION_SETTINGS, erasedEmailFor, PRIVACY_MESSAGES } from '@cq/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contestants,
  dataExports,
  deletionRequests,
  fanBallots,
  fanVotes,
  judgingResults,
  judgingRounds,
  mediaFiles,
  orders,
  refunds,
  users,
} from '../src/db/schema';
import { buildRegistrationForm, createPaidContestant } from '../src/dev/contestant-factories';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { whenExported } from '../src/modules/privacy/export-service';
import { setSetting } from '../src/modules/settings/service';
import { answerTestCheckout, initialize, initializeBody } from './support/payments';
import { get, post, uploadAllFiles } from './support/registration-helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://queens.example', RATE_LIMIT_MAX: '100000' } });
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  staff = await createStaff(t.app, 'admin', [
    { resource: 'users', actions: ['read', 'update'] },
    { resource: 'contestants', actions: ['read', 'update'] },
  ]);
});
afterAll(() => t?.close());

/** Every text, character and JSON column of every table, read from the database's own catalogue. */
async function textColumns(): Promise<{ schema: string; table: string; column: string }[]> {
  const result = await t.db.execute(sql`
    select c.table_schema as schema, c.table_name as "table", c.column_name as column
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
    order by 1, 2, 3`);
  return (result as unknown as { rows: { schema: string; table: string; column: string }[] }).rows;
}

/** Where any of the terms still appears, as "table.column" (case-insensitive, inside JSON too). */
async function whereFound(terms: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const patterns = terms.map((term) => `%${term.replace(/[\\%_]/g, '\\$&')}%`);
    const any = sql.join(
      patterns.map((p) => sql`${p}`),
      sql`, `,
    );
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any(array[${any}])`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

const checkout = (reference: string) => answerTestCheckout(t.app, reference);

/** A contestant who has done everything the site lets her do, and whom staff have dealt with. */
async function activeContestant(who: { firstName: string; lastName: string; email: string; phoneNumber: string }) {
  const user = await createUser(t.db, who);
  const { headers } = loginAs(t.app, user);
  const paying = await initialize(t.app, headers, {
    ...initializeBody,
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    phone: who.phoneNumber,
  });
  expect(paying.statusCode, paying.body).toBe(200);
  expect((await checkout(paying.json().data.reference)).statusCode).toBe(303);
  const [contestant] = await t.db.select().from(contestants).where(eq(contestants.userId, user.id));
  if (!contestant) throw new Error('no record after payment');
  await uploadAllFiles(t.app, contestant.id, headers);
  const submitted = await post(t.app, `/api/contestants/${contestant.id}/form`, headers, buildRegistrationForm());
  expect(submitted.statusCode, submitted.body).toBe(200);
  // She writes through the contact form; staff write to her and suspend her account for a while.
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      requestType: 'General Inquiry',
      message: `This is ${who.firstName} ${who.lastName}, call me on ${who.phoneNumber}.`,
    },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const message = await post(t.app, `/api/admin/contestants/${contestant.id}/messages`, staff.headers, {
    subject: `Dear ${who.firstName}`,
    message: `Hello ${who.firstName} ${who.lastName}, your video is lovely.`,
  });
  expect(message.statusCode, message.body).toBe(200);
  expect((await post(t.app, `/api/admin/users/${user.id}/deactivate`, staff.headers)).statusCode).toBe(200);
  expect((await post(t.app, `/api/admin/users/${user.id}/reactivate`, staff.headers)).statusCode).toBe(200);
  // As a fan, she votes for another delegate.
  const delegate = await createPaidContestant(t.db);
  const [vote] = await t.db
    .insert(fanVotes)
    .values({
      slug: `fans-${user.id.slice(0, 8)}`,
      name: 'Fans’ favourite',
      opensAt: new Date(Date.now() - 86_400_000),
      closesAt: new Date(Date.now() + 86_400_000),
      timeZone: 'UTC',
      freeVotesPerDay: 1,
      votesPerAddressPerDay: 10,
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'Fans’ favourite' },
    })
    .returning();
  await t.db.insert(fanBallots).values({
    voteId: vote?.id ?? '',
    contestantId: delegate.contestant.id,
    userId: user.id,
    votingDay: new Date().toISOString().slice(0, 10),
    slot: 1,
    idempotencyKey: crypto.randomUUID(),
    addressHash: 'a1',
  });
  // She signs in again (the suspension ended her sessions) and takes a copy of her data.
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: who.email, password: DEFAULT_TEST_PASSWORD },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const fresh = { authorization: `Bearer ${signedIn.json().data.token}` };
  expect((await post(t.app, '/api/users/me/data-export', fresh)).statusCode).toBe(200);
  await whenExported(t.app);
  return { user, contestant, headers: fresh };
}

describe('erasing an account on her request', () => {
  it('leaves none of her e-mail, names or phone in any column of any table, and none of her files; her payment stays, anonymised', async () => {
    const who = {
      firstName: 'Zenobiaquill',
      lastName: 'Okonkwarath',
      email: 'zenobia.okonkwarath@example.com',
      phoneNumber: '+234 809 555 0147',
    };
    const { user, contestant, headers } = await activeContestant(who);
    const terms = [who.email, who.firstName, who.lastName, who.phoneNumber];
    // A mail server once refused a message to her address, naming it in its answer.
    await t.db
      .update(users)
      .set({ emailBouncedAt: new Date(), emailBounceReason: `550 5.1.1 <${who.email}>: Recipient address rejected` })
      .where(eq(users.id, user.id));
    const columns = await textColumns();
    expect(columns.length).toBeGreaterThan(100);
    expect(columns).toContainEqual({ schema: 'public', table: 'audit_log', column: 'details' });
    // The search does see her before (so finding nothing after means something).
    const before = await whereFound(terms);
    for (const place of [
      'public.users.email',
      'public.users.email_bounce_reason',
      'public.outbox.text',
      'public.contact_messages.email',
    ]) {
      expect(before).toContain(place);
    }
    expect(before).toContain('public.audit_log.summary');
    const keys = [
      ...(await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, contestant.id))).map(
        (m) => m.storageKey,
      ),
      ...(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).map((e) => e.storageKey ?? ''),
    ];
    expect(keys).toHaveLength(5);
    for (const key of keys) await expect(t.app.storage.open(key)).resolves.toBeDefined();
    const [paid] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    // A refund whose reason, written by staff, names her.
    await t.db.insert(refunds).values({
      orderId: paid?.id ?? '',
      amountMinor: 0,
      currency: paid?.currency ?? 'USD',
      provider: paid?.provider ?? 'test',
      state: 'failed',
      reason: `Asked by ${who.firstName} ${who.lastName} on ${who.phoneNumber}`,
      failureReason: `No answer from ${who.email}`,
    });
    expect(await whereFound(terms)).toContain('public.refunds.reason');

    const asked = await post(t.app, '/api/users/me/deletion-request', headers);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: PRIVACY_MESSAGES.deletionRequested,
      data: { deletionRequest: { state: 'pending' } },
    });
    const again = await post(t.app, '/api/users/me/deletion-request', headers);
    expect(again.json()).toMatchObject({ message: PRIVACY_MESSAGES.deletionAlreadyRequested });
    expect(again.json().data.deletionRequest.id).toBe(asked.json().data.deletionRequest.id);

    // Staff see it, with who asked, and carry it out.
    const list = (await get(t.app, '/api/admin/privacy/deletion-requests', staff.headers)).json().data.requests;
    const request = list.find((r: { userId: string }) => r.userId === user.id);
    expect(request).toMatchObject({ state: 'pending', email: who.email, name: `${who.firstName} ${who.lastName}` });
    const erased = await post(t.app, `/api/admin/privacy/deletion-requests/${request.id}/erase`, staff.headers);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      success: true,
      message: PRIVACY_MESSAGES.erased,
      data: { state: 'erased', email: null, name: null },
    });

    expect(await whereFound(terms)).toEqual([]);
    for (const key of keys) await expect(t.app.storage.open(key)).rejects.toThrow();

    // What the law asks to keep of the payment: amount, currency, date and reference, against no one.
    const [kept] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid?.id ?? ''));
    expect(kept).toMatchObject({
      amountMinor: paid?.amountMinor,
      currency: paid?.currency,
      reference: paid?.reference,
      paidAt: paid?.paidAt,
      status: 'paid',
    });
    // Her fan vote still counts, from no one.
    const ballots = await t.db.select().from(fanBallots).where(eq(fanBallots.addressHash, 'a1'));
    expect(ballots).toMatchObject([{ userId: null }]);
    const [shell] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(shell).toMatchObject({ email: erasedEmailFor(user.id), firstName: '', lastName: '', isActive: false });

    // One audit entry says it was done, naming no one.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'users.erase'));
    expect(entry).toMatchObject({ actorId: staff.user.id, recordId: user.id });

    // She cannot sign in any more; her old session is over; doing it twice is refused.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: who.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect((await get(t.app, '/api/users/me/data-export', headers)).statusCode).toBe(401);
    const twice = await post(t.app, `/api/admin/privacy/deletion-requests/${request.id}/erase`, staff.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'conflict', message: PRIVACY_MESSAGES.alreadyErased });
  });

  it('is refused, leaving everything as it was, for a delegate named in published results', async () => {
    const { user, contestant } = await createPaidContestant(t.db, { firstName: 'Crowned' });
    const [round] = await t.db
      .insert(judgingRounds)
      .values({
        season: 2026,
        slug: `final-${contestant.id.slice(0, 8)}`,
        name: 'Final',
        kind: 'final',
        status: 'published',
        rules: {} as never,
      })
      .returning();
    await t.db.insert(judgingResults).values({
      roundId: round?.id ?? '',
      sheet: JSON.stringify({ delegates: [{ id: contestant.id, name: 'Crowned Queen', country: 'Ghana' }] }),
      sha256: 'f'.repeat(64),
    });
    const [request] = await t.db.insert(deletionRequests).values({ userId: user.id }).returning();
    const res = await post(t.app, `/api/admin/privacy/deletion-requests/${request?.id}/erase`, staff.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'conflict',
      message: PRIVACY_MESSAGES.inPublishedResults,
    });
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still).toMatchObject({ firstName: 'Crowned', email: user.email, isActive: true });
    const [pending] = await t.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, request?.id ?? ''));
    expect(pending?.state).toBe('pending');
  });

  it('is not open to back-office accounts, and an unknown request is not found', async () => {
    const res = await post(t.app, '/api/users/me/deletion-request', staff.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: PRIVACY_MESSAGES.deletionStaffAccount });
    const unknown = await post(
      t.app,
      '/api/admin/privacy/deletion-requests/0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b/erase',
      staff.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
