import { randomUUID } from 'node:crypto';
import { BULK_EMAIL_MESSAGES, DEFAULT_MAILING_SETTINGS } from '@cq/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bulkEmailRecipients, bulkEmails, outbox } from '../src/db/schema';
import { loginAs } from '../src/dev/factories';
import {
  SCHEDULE_CHECK_MS,
  startDue,
  watchSchedule,
  whenChecked,
  whenQueued,
} from '../src/modules/admin/bulk-email/service';
import { setSetting } from '../src/modules/settings/service';
import { bulkEmailOfficeForFile } from './support/bulk-email';

/**
 * Scheduled bulk e-mail, on two API instances sharing one PostgreSQL database: a message set for a time starts at
 * that time and not before, can be cancelled until then, is refused for a time already past, and when both
 * instances find it due at once only one starts it and each recipient gets one copy. The clock is faked.
 */
const RECIPIENTS = 3;
const HOUR = 3600_000;
// A round hour a little ahead of the real clock (sessions made now are still valid then).
const T0 = new Date(Math.floor(Date.now() / HOUR) * HOUR + 2 * HOUR);
const IN_AN_HOUR = new Date(T0.getTime() + HOUR).toISOString();

const office = bulkEmailOfficeForFile({
  prefix: 'bulkops',
  env: { RATE_LIMIT_MAX: '1000000', MAIL_WORKER: 'off' },
  recipients: RECIPIENTS,
  emailPrefix: 'scheduled',
  continent: 'Australia/Oceania',
});
beforeAll(async () => {
  await setSetting(office.a.db, 'mailing', { ...DEFAULT_MAILING_SETTINGS, timeZone: 'Africa/Lagos' });
});

/** Signed in at the (faked) time of the request, so the clock can move hours ahead. */
const signedIn = () => loginAs(office.a, office.staff.user).headers;
const schedule = (sendAt: string | null, subject = 'Rehearsal times') =>
  office.a.inject({
    method: 'POST',
    url: '/api/admin/bulk-emails',
    headers: signedIn(),
    payload: {
      audience: { continent: 'Australia/Oceania' },
      subject,
      message: 'Dear {{firstName}}, rehearsals start at nine.',
      requestId: randomUUID(),
      sendAt,
    },
  });
const stateOf = async (id: string) =>
  (await office.a.db.select({ state: bulkEmails.state }).from(bulkEmails).where(eq(bulkEmails.id, id)))[0]?.state;
const copiesOf = async (id: string) =>
  (
    await office.a.db
      .select({ n: count() })
      .from(bulkEmailRecipients)
      .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
      .where(eq(bulkEmailRecipients.bulkEmailId, id))
  )[0]?.n ?? 0;
const cancel = (id: string) =>
  office.a.inject({ method: 'POST', url: `/api/admin/bulk-emails/${id}/cancel`, headers: signedIn() });

describe('a scheduled bulk e-mail', () => {
  it('waits for its time, is listed as scheduled with the organisers’ time zone, and starts at its time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const res = await schedule(IN_AN_HOUR);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: BULK_EMAIL_MESSAGES.scheduled,
      data: { state: 'scheduled', sendAt: IN_AN_HOUR, recipients: RECIPIENTS, queued: 0 },
    });
    const id = res.json().data.id as string;
    const [entry] = await office.a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.bulk-email-schedule'), eq(auditLog.recordId, id)));
    expect(entry?.details).toMatchObject({ sendAt: IN_AN_HOUR, recipients: RECIPIENTS });

    const list = await office.a.inject({ method: 'GET', url: '/api/admin/bulk-emails', headers: signedIn() });
    expect(list.json().data.timeZone).toBe('Africa/Lagos');
    expect(list.json().data.bulkEmails[0]).toMatchObject({ id, state: 'scheduled' });

    // Each instance looks every SCHEDULE_CHECK_MS; up to the last look before its time, nothing starts.
    const stop = watchSchedule(office.b);
    vi.advanceTimersByTime(HOUR - SCHEDULE_CHECK_MS);
    await whenChecked(office.b);
    await whenQueued(office.b);
    expect(await stateOf(id)).toBe('scheduled');
    expect(await copiesOf(id)).toBe(0);

    // The look at its time starts it: every recipient gets her copy.
    vi.advanceTimersByTime(SCHEDULE_CHECK_MS);
    await whenChecked(office.b);
    // Instance A's own look (on its real timer) may have started it first: either way it is written once.
    await whenChecked(office.a);
    await Promise.all([whenQueued(office.a), whenQueued(office.b)]);
    stop();
    expect(await stateOf(id)).toBe('done');
    expect(await copiesOf(id)).toBe(RECIPIENTS);
    // It can no longer be cancelled.
    const late = await cancel(id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: BULK_EMAIL_MESSAGES.notCancellable });
  });

  it('refuses a time already past, with a message on the field, and keeps nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const before = (await office.a.db.select({ n: count() }).from(bulkEmails))[0]?.n;
    for (const past of [new Date(T0.getTime() - 60_000), T0]) {
      const res = await schedule(past.toISOString());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: BULK_EMAIL_MESSAGES.pastTime,
        errors: { sendAt: BULK_EMAIL_MESSAGES.pastTime },
      });
    }
    const garbled = await schedule('next tuesday');
    expect(garbled.statusCode).toBe(400);
    expect((await office.a.db.select({ n: count() }).from(bulkEmails))[0]?.n).toBe(before);
  });

  it('is cancelled before its time (audited), and then never starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const res = await schedule(new Date(T0.getTime() + 2 * HOUR).toISOString(), 'Cancelled fitting');
    const id = res.json().data.id as string;
    const cancelled = await cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: BULK_EMAIL_MESSAGES.cancelled,
      data: { id, state: 'cancelled' },
    });
    const [entry] = await office.a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.bulk-email-cancel'), eq(auditLog.recordId, id)));
    expect(entry?.summary).toContain('Cancelled fitting');

    vi.setSystemTime(T0.getTime() + 3 * HOUR);
    expect(await startDue(office.a)).not.toContain(id);
    expect(await stateOf(id)).toBe('cancelled');
    expect(await copiesOf(id)).toBe(0);
    expect((await cancel(id)).statusCode).toBe(409);
    expect((await cancel(randomUUID())).statusCode).toBe(404);
  });

  it('found due by both instances at once, is started by one and sent once to each recipient', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const res = await schedule(new Date(T0.getTime() + HOUR).toISOString(), 'Race');
    const id = res.json().data.id as string;
    vi.setSystemTime(T0.getTime() + HOUR);
    const [onA, onB] = await Promise.all([startDue(office.a), startDue(office.b)]);
    await Promise.all([whenQueued(office.a), whenQueued(office.b)]);
    expect([...(onA ?? []), ...(onB ?? [])].filter((x) => x === id)).toHaveLength(1);
    const perRecipient = await office.a.db
      .select({ to: outbox.to, n: count() })
      .from(bulkEmailRecipients)
      .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
      .where(eq(bulkEmailRecipients.bulkEmailId, id))
      .groupBy(outbox.to);
    expect(perRecipient).toHaveLength(RECIPIENTS);
    expect(perRecipient.every((c) => c.n === 1)).toBe(true);
    expect(await stateOf(id)).toBe('done');
  });
});
