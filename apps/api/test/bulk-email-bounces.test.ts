import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { OUTBOX_MAX_ATTEMPTS } from '../src/mail';
import { whenQueued } from '../src/modules/admin/bulk-email/service';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A relay that refuses one mailbox for good (550), and another for now (451), at RCPT TO: as a real provider
 * answers for a closed account and for a full one. Everything else is accepted.
 */
const DEAD = 'closed.mailbox@example.com';
const BUSY = 'full.mailbox@example.com';
const delivered: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === DEAD) {
      return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    }
    if (address.address === BUSY) {
      return callback(Object.assign(new Error('4.2.2 Mailbox full, try later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      delivered.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});

let t: TestApp;
let staff: Staff;
let dead: { contestantId: string; userId: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, BULK_EMAIL_PER_MINUTE: '100000', RATE_LIMIT_MAX: '1000000' },
  });
  staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  await createSubmittedContestant(t.db, { email: 'open.mailbox@example.com' }, { continent: 'Australia/Oceania' });
  const d = await createSubmittedContestant(t.db, { email: DEAD }, { continent: 'Australia/Oceania' });
  dead = { contestantId: d.contestant.id, userId: d.user.id };
  await createSubmittedContestant(t.db, { email: BUSY }, { continent: 'Australia/Oceania' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const bulkEmail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/bulk-emails/${id}`, headers: staff.headers })).json().data;

describe('a bulk e-mail to a relay that refuses some mailboxes', () => {
  it('counts a permanent refusal (5xx) as bounced at once, retries a temporary one (4xx), lists the addresses and flags hers', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-emails',
      headers: staff.headers,
      payload: {
        audience: { continent: 'Australia/Oceania' },
        subject: 'Fittings',
        message: 'Dear {{firstName}}, the fittings are on Monday.',
        requestId: randomUUID(),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as string;
    await whenQueued(t.app);

    // One pass of the worker over every copy.
    const later = new Date(Date.now() + 60_000);
    const run = await t.app.mail.runOnce({ now: later });
    expect(run).toEqual({ sent: 1, bounced: 1, failed: 1 });
    expect(delivered).toEqual(['open.mailbox@example.com']);

    const [bounced] = await t.db.select().from(outbox).where(eq(outbox.to, DEAD));
    expect(bounced).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(bounced?.lastError).toContain('550');
    const [retried] = await t.db.select().from(outbox).where(eq(outbox.to, BUSY));
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });

    expect(await bulkEmail(id)).toMatchObject({
      state: 'sending',
      queued: 3,
      sent: 1,
      bounced: 1,
      failed: 0,
      undelivered: [{ email: DEAD, outcome: 'bounced', reason: expect.stringContaining('No such user') }],
    });
    // The bounced copy is never tried again.
    expect(await t.app.mail.runOnce({ now: new Date(later.getTime() + 3_600_000) })).toMatchObject({ bounced: 0 });

    // Her address is flagged on her record; the others' are not.
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contestants/${dead.contestantId}`,
      headers: staff.headers,
    });
    expect(record.json().data.user.emailBounce).toMatchObject({
      at: expect.any(String),
      reason: expect.stringContaining('550'),
    });
    const [flagged] = await t.db.select().from(users).where(eq(users.email, BUSY));
    expect(flagged?.emailBouncedAt).toBeNull();

    // The full mailbox stays full until the last attempt: then it counts as failed and the message is done.
    await t.db
      .update(outbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(outbox.to, BUSY));
    expect(await t.app.mail.runOnce({ now: new Date(later.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      bounced: 0,
      failed: 1,
    });
    const done = await bulkEmail(id);
    expect(done).toMatchObject({ state: 'done', sent: 1, bounced: 1, failed: 1 });
    expect(done.undelivered.map((u: { email: string; outcome: string }) => [u.email, u.outcome])).toEqual([
      [DEAD, 'bounced'],
      [BUSY, 'failed'],
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/bulk-emails', headers: staff.headers });
    expect(list.json().data.bulkEmails[0]).toMatchObject({ id, bounced: 1, failed: 1 });
  });
});
