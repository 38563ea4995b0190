import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, inquiryReplies, outbox, sponsorshipInquiries } from '../src/db/schema';
import { buildContactMessage, buildSponsorshipInquiry } from '../src/dev/inquiry-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let reader: Staff;
let editor: Staff;
let outsider: Staff;
const ids: Record<string, string> = {};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  reader = await createStaff(t.app, 'editor', [{ resource: 'inquiries', actions: ['read'] }]);
  editor = await createStaff(t.app, 'editor', [{ resource: 'inquiries', actions: ['read', 'update'] }]);
  outsider = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['manage'] }]);
  await setSetting(t.db, 'organisation', {
    contactEmail: 'team@queens.example.org',
    hostingEmail: 'host@queens.example.org',
    phone: '+44 20 7946 0958',
  });
  // Four messages, interleaved in time: sponsorship newest, then contact, sponsorship, contact.
  const c1 = buildContactMessage({ firstName: 'Lerato', email: 'lerato@example.com', requestType: 'media' });
  const c2 = buildContactMessage({ firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.com' });
  const s1 = buildSponsorshipInquiry({ organization: 'Aurora Cosméticos', email: 'camila@aurora.example.com' });
  const s2 = buildSponsorshipInquiry({
    firstName: 'Kenji',
    organization: 'Sakura Tea House',
    email: 'kenji@example.jp',
  });
  const [a] = await t.db
    .insert(contactMessages)
    .values({ ...c1, createdAt: minutesAgo(40) })
    .returning();
  const [b] = await t.db
    .insert(contactMessages)
    .values({ ...c2, createdAt: minutesAgo(10), handled: true, handledAt: minutesAgo(5) })
    .returning();
  const [c] = await t.db
    .insert(sponsorshipInquiries)
    .values({ ...(s1 as typeof sponsorshipInquiries.$inferInsert), createdAt: minutesAgo(20) })
    .returning();
  const [d] = await t.db
    .insert(sponsorshipInquiries)
    .values({ ...(s2 as typeof sponsorshipInquiries.$inferInsert), createdAt: minutesAgo(1) })
    .returning();
  Object.assign(ids, { lerato: a?.id, ines: b?.id, aurora: c?.id, sakura: d?.id });
});

const get = (url: string, who: Staff = reader) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, payload: object, who: Staff = editor) =>
  t.app.inject({ method: 'POST', url, payload, headers: who.headers });
const auditFor = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId));

describe('GET /api/admin/inquiries', () => {
  it('merges both kinds newest first, with the unhandled counts', async () => {
    const res = await get('/api/admin/inquiries');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.inquiries.map((i: { _id: string }) => i._id)).toEqual([ids.sakura, ids.ines, ids.aurora, ids.lerato]);
    expect(data).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 25,
      counts: { unhandled: { contact: 1, sponsorship: 2 } },
    });
    expect(data.inquiries[0]).toMatchObject({
      type: 'sponsorship',
      name: 'Kenji',
      email: 'kenji@example.jp',
      summary: 'Sakura Tea House · Event Sponsorship / Funding Support',
      handled: false,
      handledAt: null,
    });
    expect(data.inquiries[3]).toMatchObject({ type: 'contact', name: 'Lerato Mokoena', summary: 'Media request' });
    expect(data.inquiries[3].excerpt).toMatch(/^Our foundation runs/);
  });

  it('filters by type, handled and text (name, e-mail, organisation), and pages', async () => {
    const list = async (qs: string) => (await get(`/api/admin/inquiries?${qs}`)).json().data;
    const idsOf = (d: { inquiries: { _id: string }[] }) => d.inquiries.map((i) => i._id);
    expect(idsOf(await list('type=contact'))).toEqual([ids.ines, ids.lerato]);
    expect(idsOf(await list('type=sponsorship&handled=false'))).toEqual([ids.sakura, ids.aurora]);
    expect(idsOf(await list('handled=true'))).toEqual([ids.ines]);
    expect(idsOf(await list('q=aurora'))).toEqual([ids.aurora]);
    expect(idsOf(await list('q=INES%40example'))).toEqual([ids.ines]);
    expect(idsOf(await list('q=lerato%20mok'))).toEqual([ids.lerato]);
    expect(idsOf(await list('q=100%25'))).toEqual([]);
    const page2 = await list('pageSize=2&page=2');
    expect(idsOf(page2)).toEqual([ids.aurora, ids.lerato]);
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    // The badges count what waits, whatever the filters.
    expect((await list('type=contact&handled=true')).counts.unhandled).toEqual({ contact: 1, sponsorship: 2 });
  });

  it('answers 400 with field messages for a bad filter', async () => {
    const res = await get('/api/admin/inquiries?type=letters&handled=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { type: 'Choose all, contact or sponsorship', handled: 'Use true or false' },
    });
  });

  it('is refused without the inquiries permission, and to anonymous callers', async () => {
    expect((await get('/api/admin/inquiries', outsider)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/inquiries' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/inquiries/:type/:id', () => {
  it('answers every field of a sponsorship inquiry', async () => {
    const res = await get(`/api/admin/inquiries/sponsorship/${ids.aurora}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inquiry).toMatchObject({
      _id: ids.aurora,
      type: 'sponsorship',
      email: 'camila@aurora.example.com',
      handled: false,
      handledBy: null,
      replies: [],
      fields: {
        firstName: 'Camila',
        title: 'Head of Brand Partnerships',
        organization: 'Aurora Cosméticos',
        location: 'Brazil',
        contactNumber: '+55 11 4000 1234',
        reference: 'https://aurora.example.com',
        interest: 'Event Sponsorship / Funding Support',
        proposal: expect.stringMatching(/cultural gala/),
      },
    });
  });

  it('answers 404 for an unknown id or the wrong type, 400 for a malformed id', async () => {
    expect((await get(`/api/admin/inquiries/contact/${ids.aurora}`)).statusCode).toBe(404);
    expect((await get('/api/admin/inquiries/contact/0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b')).json()).toEqual({
      success: false,
      code: 'not_found',
      message: 'Message not found.',
    });
    const bad = await get('/api/admin/inquiries/letters/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ type: 'Unknown message type', id: 'Invalid id' });
  });
});

describe('POST /api/admin/inquiries/:type/:id/handled', () => {
  it('marks handled with who and when, writes an audit entry, and can undo it', async () => {
    const url = `/api/admin/inquiries/contact/${ids.lerato}/handled`;
    const res = await post(url, { handled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Marked as handled.',
      data: { inquiry: { handled: true, handledBy: { _id: editor.user.id, email: editor.user.email } } },
    });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.lerato as string));
    expect(row).toMatchObject({ handled: true, handledBy: editor.user.id });
    expect(row?.handledAt).toBeInstanceOf(Date);

    // Marking it again changes nothing and logs nothing more.
    await post(url, { handled: true });
    expect((await auditFor(ids.lerato as string)).map((a) => a.action)).toEqual(['inquiries.handled']);

    const undo = await post(url, { handled: false });
    expect(undo.json().data.inquiry).toMatchObject({ handled: false, handledAt: null, handledBy: null });
    const audit = await auditFor(ids.lerato as string);
    expect(audit.map((a) => a.action).sort()).toEqual(['inquiries.handled', 'inquiries.unhandled']);
    expect(audit[0]).toMatchObject({ resource: 'inquiries', actorId: editor.user.id, actorEmail: editor.user.email });
  });

  it('needs update: a reader is refused, and the body is checked', async () => {
    const url = `/api/admin/inquiries/contact/${ids.lerato}/handled`;
    expect((await post(url, { handled: true }, reader)).statusCode).toBe(403);
    const bad = await post(url, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ handled: 'Say whether the message is handled' });
  });
});

describe('POST /api/admin/inquiries/:type/:id/reply', () => {
  it('queues the e-mail to the sender, stores the reply, audits it and marks handled', async () => {
    const url = `/api/admin/inquiries/sponsorship/${ids.sakura}/reply`;
    const res = await post(url, {
      subject: 'Re: Sakura Tea House',
      message: 'Dear Kenji,\n\nThank you for your generous offer.\n\nWarm regards',
      markHandled: true,
    });
    expect(res.statusCode).toBe(200);
    const { inquiry } = res.json().data;
    expect(inquiry).toMatchObject({ handled: true, handledBy: { _id: editor.user.id } });
    expect(inquiry.replies).toEqual([
      expect.objectContaining({
        toEmail: 'kenji@example.jp',
        subject: 'Re: Sakura Tea House',
        author: expect.objectContaining({ _id: editor.user.id }),
      }),
    ]);

    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'kenji@example.jp'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'inquiry-reply', subject: 'Re: Sakura Tea House', status: 'pending' });
    expect(mails[0]?.text).toContain('Thank you for your generous offer.');
    expect(mails[0]?.text).toContain('team@queens.example.org');

    const replies = await t.db
      .select()
      .from(inquiryReplies)
      .where(and(eq(inquiryReplies.inquiryKind, 'sponsorship'), eq(inquiryReplies.inquiryId, ids.sakura as string)));
    expect(replies).toHaveLength(1);
    const [entry] = await auditFor(ids.sakura as string);
    expect(entry).toMatchObject({
      action: 'inquiries.reply',
      details: expect.objectContaining({ to: 'kenji@example.jp', markedHandled: true }),
    });
  });

  it('leaves the message unhandled unless asked', async () => {
    const res = await post(`/api/admin/inquiries/contact/${ids.ines}/reply`, { subject: 'Thanks', message: 'Noted.' });
    expect(res.json().data.inquiry).toMatchObject({ handled: true, replies: [expect.anything()] });
    const res2 = await post(`/api/admin/inquiries/sponsorship/${ids.aurora}/reply`, {
      subject: 'Hi',
      message: 'Soon.',
    });
    expect(res2.json().data.inquiry.handled).toBe(false);
  });

  it('answers 400 with field messages and sends nothing for an empty or long reply', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const res = await post(`/api/admin/inquiries/contact/${ids.lerato}/reply`, {
      subject: '  ',
      message: 'x'.repeat(5001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      subject: 'Subject is required',
      message: 'Message is at most 5000 characters',
    });
    expect(await t.db.select().from(outbox)).toHaveLength(before);
  });

  it('answers 404 for a message that does not exist, 403 for a reader', async () => {
    const missing = '0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b';
    const body = { subject: 'Hello', message: 'Hi' };
    expect((await post(`/api/admin/inquiries/contact/${missing}/reply`, body)).statusCode).toBe(404);
    expect((await post(`/api/admin/inquiries/contact/${ids.lerato}/reply`, body, reader)).statusCode).toBe(403);
    // Access is checked before the body: no field messages for those who may not send it.
    expect((await post(`/api/admin/inquiries/contact/${ids.lerato}/reply`, {}, reader)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inquiries/contact/${missing}/reply`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
