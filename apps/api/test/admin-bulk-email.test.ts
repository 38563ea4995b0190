import { randomUUID } from 'node:crypto';
import { DEFAULT_REGISTRATION_SETTINGS, fillMergeFields } from '@cq/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bulkEmailRecipients,
  bulkEmails,
  contestants,
  emailPreferences,
  judgingRoundDelegates,
  judgingRounds,
  outbox,
  users,
} from '../src/db/schema';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { bulkMessage } from '../src/mail/templates/bulk';
import { resumeQueues, whenQueued } from '../src/modules/admin/bulk-email/service';
import { setSetting } from '../src/modules/settings/service';
import { interviewOnlyRules } from './support/rounds';
import { contestantsOffice } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
let reader: Staff;
const africa: string[] = [];
let europe: string;

beforeAll(async () => {
  t = await createTestApp({ env: { BULK_EMAIL_PER_MINUTE: '120', MAIL_WORKER: 'off' } });
  await setSetting(t.db, 'registration', {
    ...DEFAULT_REGISTRATION_SETTINGS,
    registrationEnd: '2027-03-31T23:59:00.000Z',
  });
  ({ staff, reader } = await contestantsOffice(t, { email: 'ife.bello@pageant.example' }));
  for (const firstName of ['Amara', 'Naledi', 'Zola']) {
    const { user } = await createSubmittedContestant(t.db, { firstName, lastName: 'Africa' }, { continent: 'Africa' });
    africa.push(user.id);
  }
  europe = (await createSubmittedContestant(t.db, { firstName: 'Elsa' }, { continent: 'Europe' })).user.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, who: Staff = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bulk-emails${url}`, headers: who.headers, payload });
const draft = {
  audience: { continent: 'Africa' },
  subject: 'News for {{continent}}',
  message: 'Dear {{firstName}} {{lastName}},\n\nYour status is {{status}}. Registration closes on {{deadline}}.',
};
const copiesOf = (id: string) =>
  t.db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, due: outbox.nextAttemptAt })
    .from(bulkEmailRecipients)
    .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
    .where(eq(bulkEmailRecipients.bulkEmailId, id));

describe('bulk e-mail', () => {
  it('previews who it reaches and the first copies with their merge fields filled in', async () => {
    const res = await post('/preview', draft, reader);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ recipients: 3, unsubscribed: 0 });
    expect(data.samples).toHaveLength(3);
    const amara = data.samples.find((s: { text: string }) => s.text.includes('Dear Amara Africa'));
    expect(amara.subject).toBe('News for Africa');
    expect(amara.text).toContain('Your status is Submitted');
    expect(amara.text).toContain('Registration closes on 31 March 2027.');
    // Staff see her copy with a link that unsubscribes nobody.
    expect(amara.text).toMatch(/Unsubscribe from these messages: http\S+\/unsubscribe\?token=…/);
    // A select left on "any" sends an empty value.
    const anyStatus = await post('/preview', { ...draft, audience: { continent: 'Africa', status: '', delegate: '' } });
    expect(anyStatus.json().data.recipients).toBe(3);
  });

  it('refuses an unknown merge field, naming it, and an empty subject', async () => {
    const res = await post('/preview', { ...draft, subject: '', message: 'Hi {{nickname}} and {{firstName}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      subject: 'Write a subject',
      message: expect.stringContaining('Unknown merge field: {{nickname}}'),
    });
  });

  it('sends a test copy to the staff member only', async () => {
    const res = await post('/test', draft);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, 'ife.bello@pageant.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('[Test] News for Africa');
    expect(await t.db.select().from(bulkEmailRecipients)).toHaveLength(0);
  });

  it('is for staff who may update records, and refuses an audience nobody is in', async () => {
    expect((await post('', { ...draft, requestId: randomUUID() }, reader)).statusCode).toBe(403);
    const nobody = await post('', { ...draft, audience: { continent: 'Asia' }, requestId: randomUUID() });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Nobody matches this filter: change it before sending.');
  });

  it('queues exactly one copy per recipient, at the delivery rate, however often the send is retried', async () => {
    const requestId = randomUUID();
    const sends = await Promise.all([1, 2, 3].map(() => post('', { ...draft, requestId })));
    for (const res of sends) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(sends.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];
    await whenQueued(t.app);
    const again = await post('', { ...draft, requestId });
    expect(again.json().data).toMatchObject({ id, recipients: 3, queued: 3, state: 'sending' });
    await whenQueued(t.app);

    const copies = await copiesOf(id);
    expect(copies.map((c) => c.to).sort()).toHaveLength(3);
    expect(new Set(copies.map((c) => c.to)).size).toBe(3);
    const emails = await t.db.select({ email: users.email }).from(users).where(inArray(users.id, africa));
    expect(copies.map((c) => c.to).sort()).toEqual(emails.map((e) => e.email).sort());
    // 120 a minute: one every 500 ms.
    const due = copies.map((c) => c.due.getTime()).sort((a, b) => a - b);
    expect(due.slice(1).map((at, i) => at - (due[i] ?? 0))).toEqual([500, 500]);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.bulk-email'), eq(auditLog.recordId, id)));
    expect(audit?.summary).toBe('Wrote to 3 contestants: News for {{continent}}');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/bulk-emails', headers: reader.headers });
    expect(list.json().data.bulkEmails[0]).toMatchObject({ id, queued: 3, sent: 0, failed: 0 });
  });

  it('reports copies sent and failed as the outbox delivers them', async () => {
    const res = await post('', { ...draft, audience: { continent: 'Europe' }, requestId: randomUUID() });
    const id = res.json().data.id as string;
    await whenQueued(t.app);
    const [copy] = await t.db.select().from(bulkEmailRecipients).where(eq(bulkEmailRecipients.bulkEmailId, id));
    await t.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.id, copy?.outboxId ?? ''));
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/bulk-emails/${id}`, headers: staff.headers });
    expect(one.json().data).toMatchObject({ recipients: 1, queued: 1, sent: 1, failed: 0, state: 'done' });
  });

  it('honours the unsubscribe link in later sends, and refuses a link that is not hers', async () => {
    const sent = await post('', { ...draft, audience: { continent: 'Europe' }, requestId: randomUUID() });
    await whenQueued(t.app);
    const [copy] = await copiesOf(sent.json().data.id as string);
    const link = copy?.text.match(/Unsubscribe from these messages: (\S+)/)?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(copy?.html).toContain('Unsubscribe from these messages</a>');
    const [prefs] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, europe));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(prefs?.unsubscribeToken).toBe(token);

    const guessed = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const refused = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token: guessed } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This link is not valid. Use the link at the foot of the most recent message.');

    for (let i = 0; i < 2; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token } });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const preview = await post('/preview', { ...draft, audience: {} });
    expect(preview.json().data).toMatchObject({ recipients: 3, unsubscribed: 1 });
    const nobody = await post('', { ...draft, audience: { continent: 'Europe' }, requestId: randomUUID() });
    expect(nobody.statusCode).toBe(400);
  });

  it('carries on a send a stop left half-written, without a second copy to anyone', async () => {
    const res = await post('', { ...draft, requestId: randomUUID() });
    const id = res.json().data.id as string;
    await whenQueued(t.app);
    // As if the instance had stopped after the first copy: one copy gone, the message still queuing.
    const [kept, ...rest] = await t.db
      .select()
      .from(bulkEmailRecipients)
      .where(eq(bulkEmailRecipients.bulkEmailId, id));
    expect(rest).toHaveLength(2);
    await t.db.delete(bulkEmailRecipients).where(
      and(
        eq(bulkEmailRecipients.bulkEmailId, id),
        inArray(
          bulkEmailRecipients.userId,
          rest.map((r) => r.userId),
        ),
      ),
    );
    await t.db.delete(outbox).where(
      inArray(
        outbox.id,
        rest.map((r) => r.outboxId),
      ),
    );
    await t.db.update(bulkEmails).set({ state: 'queuing' }).where(eq(bulkEmails.id, id));

    await resumeQueues(t.app);
    await whenQueued(t.app);
    const copies = await copiesOf(id);
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((c) => c.to)).size).toBe(3);
    const [keptCopy] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, kept?.outboxId ?? ''));
    expect(copies.filter((c) => c.to === keptCopy?.to)).toHaveLength(1);
    const [row] = await t.db.select().from(bulkEmails).where(eq(bulkEmails.id, id));
    expect(row?.state).toBe('done');
  });

  it('writes each copy in the database exactly as the mail layout writes it, names with HTML characters included', async () => {
    const { user } = await createSubmittedContestant(
      t.db,
      { firstName: `Ana <b>&amp;`, lastName: `O'Brien "Jr"` },
      { continent: 'South America' },
    );
    const message = 'Dear {{firstName}} {{lastName}},\n\nYou are {{status}} for {{continent}}; closes {{deadline}}.';
    const res = await post('', {
      ...draft,
      message,
      audience: { continent: 'South America' },
      requestId: randomUUID(),
    });
    await whenQueued(t.app);
    const [copy] = await copiesOf(res.json().data.id as string);
    const [prefs] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id));
    const values = {
      firstName: 'Ana <b>&amp;',
      lastName: `O'Brien "Jr"`,
      status: 'Submitted / Under Review',
      continent: 'South America',
      deadline: '31 March 2027',
    };
    const expected = bulkMessage(await t.app.mail.brand(), {
      subject: fillMergeFields(draft.subject, values),
      message: fillMergeFields(message, values),
      unsubscribeUrl: t.app.mail.link(`/unsubscribe?token=${prefs?.unsubscribeToken}`),
    });
    expect(copy?.subject).toBe('News for South America');
    expect(copy?.html).toBe(expected.html);
    expect(copy?.text).toBe(expected.text);
    expect(copy?.html).toContain('Dear Ana &lt;b&gt;&amp;amp; O&#39;Brien &quot;Jr&quot;,');
  });

  it('writes to the delegates of one judging round, for staff who may read the rounds only', async () => {
    const [round] = await t.db
      .insert(judgingRounds)
      .values({
        season: 2026,
        slug: 'africa-2026-final',
        name: 'Final',
        continent: 'Africa',
        kind: 'final',
        rules: interviewOnlyRules(),
      })
      .returning();
    const [amara] = await t.db
      .select()
      .from(contestants)
      .where(eq(contestants.userId, africa[0] ?? ''));
    await t.db.insert(judgingRoundDelegates).values({ roundId: round?.id ?? '', contestantId: amara?.id ?? '' });
    const audience = { roundId: round?.id };
    // Without reading the rounds, the audience that lists a round's delegates is refused, whatever the route.
    for (const url of ['/preview', '/test']) {
      const refused = await post(url, { ...draft, audience });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
    const sentBefore = (await t.db.select().from(bulkEmails)).length;
    const unsent = await post('', { ...draft, audience, requestId: randomUUID() });
    expect(unsent.statusCode).toBe(403);
    expect(await t.db.select().from(bulkEmails)).toHaveLength(sentBefore);

    const director = await createStaff(t.app, 'editor', [
      { resource: 'contestants', actions: ['read', 'update'] },
      { resource: 'judging', actions: ['manage'] },
    ]);
    const res = await post('/preview', { ...draft, audience }, director);
    expect(res.json().data).toMatchObject({ recipients: 1 });
    expect(res.json().data.samples[0].text).toContain('Dear Amara Africa');
  });

  it('keeps the subject on one line: line breaks written in it are stored and sent as spaces', async () => {
    const res = await post('', {
      ...draft,
      subject: 'News for {{continent}}\r\nBcc: everyone@example.com\n',
      audience: { continent: 'South America' },
      requestId: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subject).toBe('News for {{continent}} Bcc: everyone@example.com');
    await whenQueued(t.app);
    const [row] = await t.db.select().from(bulkEmails).where(eq(bulkEmails.id, res.json().data.id));
    expect(row?.subject).toBe('News for {{continent}} Bcc: everyone@example.com');
    const [copy] = await copiesOf(res.json().data.id);
    expect(copy?.subject).toBe('News for South America Bcc: everyone@example.com');
  });
});
