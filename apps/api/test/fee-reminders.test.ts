import { DEFAULT_MAILING_SETTINGS, DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailPreferences, feeReminders, outbox, users } from '../src/db/schema';
import { setPaymentStatus } from '../src/dev/contestant-factories';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { ensureContestantRecord } from '../src/modules/contestants/lifecycle';
import { runFeeReminders } from '../src/modules/fee-reminders/service';
import { setSetting } from '../src/modules/settings/service';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Reminders to pay the registration fee: off until staff turn them on; then the first `firstDays` before the
 * window closes and the second `secondDays` before, to each contestant who signed up without paying, in her
 * language, never twice, never to one who paid, was waived or unsubscribed. The clock is passed in.
 */
const CLOSES = new Date('2027-03-31T12:00:00.000Z');
const DAY = 24 * 3600_000;
const before = (days: number) => new Date(CLOSES.getTime() - days * DAY);

let t: TestApp;
let staff: Staff;
let reader: Staff;

async function contestant(email: string, language = 'en', paymentStatus: 'pending' | null = null) {
  const user = await createUser(t.db, { email, firstName: email.split('@')[0] ?? 'Ada', language, paymentStatus });
  await ensureContestantRecord(t.db, user.id);
  return user;
}

const remindersTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_WORKER: 'off' } });
  await setSetting(t.db, 'registration', {
    ...DEFAULT_REGISTRATION_SETTINGS,
    registrationEnd: CLOSES.toISOString(),
  });
  staff = await createStaff(t.app, 'editor', [{ resource: 'settings', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'settings', actions: ['read'] }]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(feeReminders);
  await t.db.delete(outbox).where(eq(outbox.kind, 'fee-reminder'));
});

const putMailing = (payload: object, who: Staff = staff) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/mailing', headers: who.headers, payload });

describe('the mailing setting', () => {
  it('is off by default, is changed by staff who may update settings, and the change is audited', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings/mailing', headers: reader.headers });
    expect(read.json().data.mailing).toEqual(DEFAULT_MAILING_SETTINGS);
    expect((await putMailing(DEFAULT_MAILING_SETTINGS, reader)).statusCode).toBe(403);

    const bad = await putMailing({
      timeZone: 'Mars/Olympus',
      feeReminders: { enabled: true, firstDays: 2, secondDays: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(JSON.stringify(bad.json())).toContain('Choose a time zone');
    expect(JSON.stringify(bad.json())).toContain('The second reminder must come closer');

    const next = { timeZone: 'Africa/Lagos', feeReminders: { enabled: true, firstDays: 10, secondDays: 3 } };
    const saved = await putMailing(next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Mailing settings saved.', data: { mailing: next } });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.mailing'));
    expect(entry?.details).toMatchObject({ changed: ['timeZone', 'feeReminders'], after: next });

    expect((await putMailing(DEFAULT_MAILING_SETTINGS)).statusCode).toBe(200);
  });
});

describe('unpaid-fee reminders', () => {
  let ada: Awaited<ReturnType<typeof contestant>>;
  let amélie: Awaited<ReturnType<typeof contestant>>;
  let payer: Awaited<ReturnType<typeof contestant>>;
  let paid: Awaited<ReturnType<typeof contestant>>;
  let quiet: Awaited<ReturnType<typeof contestant>>;

  beforeAll(async () => {
    ada = await contestant('ada@example.com', 'en', 'pending');
    amélie = await contestant('amelie@example.com', 'fr');
    payer = await contestant('payer@example.com', 'en');
    paid = await contestant('paid@example.com');
    await setPaymentStatus(t.db, paid.id, 'paid');
    quiet = await contestant('quiet@example.com', 'es');
    await t.db
      .insert(emailPreferences)
      .values({ userId: quiet.id, unsubscribeToken: 'quiet-token', unsubscribedAt: new Date() });
    // A fan who never applied is not a contestant.
    await createUser(t.db, { email: 'fan@example.com', accountKind: 'fan' });
  });

  const on = { enabled: true, firstDays: 7, secondDays: 2 };

  it('sends nothing while the setting is off', async () => {
    await setSetting(t.db, 'mailing', DEFAULT_MAILING_SETTINGS);
    expect(await runFeeReminders(t.app, before(1))).toEqual({ stage: null, sent: 0 });
  });

  it('reminds at most twice, in her language, never after paying, never once unsubscribed', async () => {
    await setSetting(t.db, 'mailing', { ...DEFAULT_MAILING_SETTINGS, feeReminders: on });

    // Eight days before closing: too early.
    expect(await runFeeReminders(t.app, before(8))).toEqual({ stage: null, sent: 0 });

    // Seven days before: the first reminder, to the three unpaid contestants still receiving such messages.
    expect(await runFeeReminders(t.app, before(7))).toEqual({ stage: 1, sent: 3 });
    // Run again, or on another instance, the same day: nothing more.
    expect(await runFeeReminders(t.app, before(6.9))).toEqual({ stage: 1, sent: 0 });
    const sentTo = await t.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.kind, 'fee-reminder'));
    expect(sentTo.map((r) => r.to).sort()).toEqual(['ada@example.com', 'amelie@example.com', 'payer@example.com']);

    // Her language: Amélie reads French, with her unsubscribe link opening the French page.
    const [french] = await remindersTo('amelie@example.com');
    expect(french?.subject).toContain('Rappel\u00a0: les inscriptions ferment le');
    expect(french?.text).toContain('frais d’inscription');
    const [token] = await t.db
      .select({ token: emailPreferences.unsubscribeToken })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, amélie.id));
    expect(french?.text).toContain(`/fr/unsubscribe?token=${token?.token}`);
    const [english] = await remindersTo('ada@example.com');
    expect(english?.subject).toBe('Reminder: registration closes on 31 March 2027 at 12:00 (UTC)');

    // One pays, one unsubscribes from the link; two days before closing the last reminder goes to Ada alone.
    await setPaymentStatus(t.db, payer.id, 'paid');
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe',
      payload: { token: token?.token },
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(await runFeeReminders(t.app, before(2))).toEqual({ stage: 2, sent: 1 });
    expect(await runFeeReminders(t.app, before(1))).toEqual({ stage: 2, sent: 0 });
    expect(await remindersTo('ada@example.com')).toHaveLength(2);
    expect(await remindersTo('amelie@example.com')).toHaveLength(1);
    expect(await remindersTo('payer@example.com')).toHaveLength(1);
    for (const email of ['paid@example.com', 'quiet@example.com', 'fan@example.com']) {
      expect(await remindersTo(email)).toHaveLength(0);
    }
    // The window has closed: no more.
    expect(await runFeeReminders(t.app, new Date(CLOSES.getTime() + 1000))).toEqual({ stage: null, sent: 0 });
    const rows = await t.db
      .select()
      .from(feeReminders)
      .where(inArray(feeReminders.userId, [ada.id]));
    expect(rows.map((r) => r.stage).sort()).toEqual([1, 2]);
  });

  it('gives only the last reminder to someone first reached after the second date, and each once with two runs at once', async () => {
    await setSetting(t.db, 'mailing', { ...DEFAULT_MAILING_SETTINGS, feeReminders: on });
    const late = await contestant('late@example.com', 'pt');
    const [a, b] = await Promise.all([runFeeReminders(t.app, before(1)), runFeeReminders(t.app, before(1))]);
    // Ada's last reminder (her first was cleared above) and the newcomer's, once each.
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(2);
    const [portuguese, ...more] = await remindersTo('late@example.com');
    expect(more).toHaveLength(0);
    expect(portuguese?.subject).toContain('Lembrete: as inscrições encerram em');
    const [row] = await t.db.select().from(users).where(eq(users.id, late.id));
    expect(row?.language).toBe('pt');
    expect(
      (await t.db.select().from(feeReminders).where(eq(feeReminders.userId, late.id))).map((r) => r.stage),
    ).toEqual([2]);
  });
});
