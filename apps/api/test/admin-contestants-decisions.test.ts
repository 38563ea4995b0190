import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestantNotes, contestants, notifications, outbox } from '../src/db/schema';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { get, post } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let reviewer: Staff;
beforeAll(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  reviewer = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read', 'update'] }], {
    firstName: 'Grace',
    lastName: 'Reviewer',
  });
});

async function submitted() {
  const { user, contestant } = await createSubmittedContestant(t.db, { firstName: 'Amara' });
  return { user, id: contestant.id, version: contestant.version };
}
const decide = (id: string, body: unknown, headers = reviewer.headers) =>
  post(t.app, `/api/admin/contestants/${id}/decision`, headers, body);

async function written(id: string, userId: string, email: string) {
  const [record] = await t.db.select().from(contestants).where(eq(contestants.id, id));
  const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  const mail = await t.db.select().from(outbox).where(eq(outbox.to, email));
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'contestants'), eq(auditLog.recordId, id)));
  return { record, notes, mail, audit };
}

describe('POST /api/admin/contestants/:id/decision', () => {
  it('approves: status, version, notification, e-mail and audit entry together', async () => {
    const { user, id, version } = await submitted();
    const res = await decide(id, { decision: 'approve', version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Registration approved. The contestant has been told.',
      data: { _id: id, status: 'preliminary_approved', statusLabel: 'Approved', version: version + 1 },
    });
    const w = await written(id, user.id, user.email);
    expect(w.record).toMatchObject({ registrationStatus: 'preliminary_approved', reviewedBy: reviewer.user.id });
    expect(w.record?.reviewedAt).toBeInstanceOf(Date);
    expect(w.notes.map((n) => [n.title, n.type])).toEqual([['Registration approved', 'review']]);
    expect(w.mail.map((m) => [m.kind, m.subject])).toEqual([
      ['registration-approved', 'Your registration is approved: Continental Queens'],
    ]);
    expect(w.mail[0]?.text).toContain('Hello Amara,');
    expect(w.audit).toHaveLength(1);
    expect(w.audit[0]).toMatchObject({
      action: 'contestants.approve',
      actorId: reviewer.user.id,
      actorEmail: reviewer.user.email,
      details: { from: 'preliminary_submitted', to: 'preliminary_approved', message: null, version },
    });
  });

  it('sends back with the staff message, then activates an approved record', async () => {
    const { user, id, version } = await submitted();
    const message = 'Your birth certificate is unreadable. Please upload a clearer scan.';
    const res = await decide(id, { decision: 'reject', message: `  ${message} `, version });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statusLabel).toBe('Needs Attention / Needs Review');
    let w = await written(id, user.id, user.email);
    expect(w.record?.reviewMessage).toBe(message);
    expect(w.mail[0]?.kind).toBe('registration-needs-attention');
    expect(w.mail[0]?.text).toContain(message);
    expect(w.notes[0]?.message).toContain(message);
    expect(w.audit[0]).toMatchObject({
      action: 'contestants.reject',
      details: { message, to: 'preliminary_rejected' },
    });

    await setContestantStatus(t.db, id, 'preliminary_approved', { version: 10 });
    expect((await decide(id, { decision: 'activate', version: 10 })).json().data).toMatchObject({
      status: 'active',
      statusLabel: 'Active Participant',
      version: 11,
    });
    w = await written(id, user.id, user.email);
    expect(w.mail.map((m) => m.kind).sort()).toEqual(['registration-active', 'registration-needs-attention']);
    expect(w.audit.map((a) => a.action).sort()).toEqual(['contestants.activate', 'contestants.reject']);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { user, id, version } = await submitted();
    const res = await decide(id, { decision: 'approve', version: version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'This registration changed since you opened it. Reload to see the latest version.',
    });
    const w = await written(id, user.id, user.email);
    expect(w.record).toMatchObject({ registrationStatus: 'preliminary_submitted', version, reviewedAt: null });
    expect([w.notes, w.mail, w.audit]).toEqual([[], [], []]);
  });

  it('lets exactly one of two reviewers decide on the same version', async () => {
    const { user, id, version } = await submitted();
    const answers = await Promise.all([
      decide(id, { decision: 'approve', version }),
      decide(id, { decision: 'reject', message: 'Please add your height.', version }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const w = await written(id, user.id, user.email);
    expect([w.notes.length, w.mail.length, w.audit.length]).toEqual([1, 1, 1]);
  });

  it('refuses a decision the status does not allow, or while she is editing, with 409', async () => {
    const { user, id, version } = await submitted();
    const activate = await decide(id, { decision: 'activate', version });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toBe('Only an approved registration can be activated.');

    await setContestantStatus(t.db, id, 'preliminary_submitted', { editing: true });
    const editing = await decide(id, { decision: 'approve', version });
    expect(editing.statusCode).toBe(409);
    expect(editing.json().message).toBe(
      'The contestant is editing this registration. Wait until she sends her changes.',
    );
    const w = await written(id, user.id, user.email);
    expect([w.notes, w.mail, w.audit]).toEqual([[], [], []]);
  });

  it('does not let a member of staff decide on, or grant edits to, her own registration', async () => {
    const { user, contestant } = await createSubmittedContestant(t.db, {
      role: 'editor',
      permissions: [{ resource: 'contestants', actions: ['manage'] }],
    });
    const own = loginAs(t.app, user).headers;
    for (const [path, body] of [
      ['decision', { decision: 'approve', version: contestant.version }],
      ['grant-edits', { count: 2, version: contestant.version }],
    ] as const) {
      const res = await post(t.app, `/api/admin/contestants/${contestant.id}/${path}`, own, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'You cannot review your own registration. Another member of staff must decide on it.',
      );
    }
    const w = await written(contestant.id, user.id, user.email);
    expect(w.record).toMatchObject({ registrationStatus: 'preliminary_submitted', extraEdits: 0 });
    expect(w.audit).toHaveLength(0);
  });

  it('requires a message to send a registration back (400 on the field)', async () => {
    const { user, id, version } = await submitted();
    const res = await decide(id, { decision: 'reject', message: '   ', version });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ message: 'Write a message telling the contestant what needs attention.' });
    const long = await decide(id, { decision: 'reject', message: 'x'.repeat(2001), version });
    expect(long.json().errors).toEqual({ message: 'Use at most 2000 characters' });
    expect((await written(id, user.id, user.email)).record?.registrationStatus).toBe('preliminary_submitted');
  });

  it('is for staff holding contestants:update', async () => {
    const { id, version } = await submitted();
    const readOnly = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read'] }]);
    expect((await decide(id, { decision: 'approve', version }, readOnly.headers)).statusCode).toBe(403);
    const missing = '0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b';
    expect((await decide(missing, { decision: 'approve', version: 1 })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/contestants/:id/grant-edits', () => {
  it('gives edits back so the contestant can start another edit', async () => {
    const { user, id } = await submitted();
    await setContestantStatus(t.db, id, 'preliminary_rejected', { editsUsed: 3, version: 5 });
    const contestantHeaders = loginAs(t.app, user).headers;
    expect((await post(t.app, `/api/contestants/${id}/start-edit`, contestantHeaders)).statusCode).toBe(409);

    const stale = await post(t.app, `/api/admin/contestants/${id}/grant-edits`, reviewer.headers, {
      count: 2,
      version: 4,
    });
    expect(stale.statusCode).toBe(409);
    const tooMany = await post(t.app, `/api/admin/contestants/${id}/grant-edits`, reviewer.headers, {
      count: 11,
      version: 5,
    });
    expect(tooMany.json().errors).toEqual({ count: 'Grant at most 10 edits at a time' });

    const res = await post(t.app, `/api/admin/contestants/${id}/grant-edits`, reviewer.headers, {
      count: 2,
      version: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 6, editsUsed: 3, editsRemaining: 2 });
    const w = await written(id, user.id, user.email);
    expect(w.record?.extraEdits).toBe(2);
    expect(w.notes.map((n) => n.title)).toEqual(['You can edit your registration again']);
    expect(w.mail.map((m) => m.kind)).toEqual(['registration-edits-granted']);
    expect(w.mail[0]?.text).toContain('You have 2 edits available.');
    expect(w.audit[0]).toMatchObject({ action: 'contestants.grant_edits', details: { count: 2 } });

    const started = await post(t.app, `/api/contestants/${id}/start-edit`, contestantHeaders);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ editing: true, editsRemaining: 1 });
  });
});

describe('POST /api/admin/contestants/:id/notes', () => {
  it('adds an internal note with its author, audited, without touching the record’s version', async () => {
    const { user, id, version } = await submitted();
    const url = `/api/admin/contestants/${id}/notes`;
    expect((await post(t.app, url, reviewer.headers, { body: '  ' })).json().errors).toEqual({
      body: 'Write a note first',
    });
    const res = await post(t.app, url, reviewer.headers, { body: 'Called her: the new scan arrives Monday.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      body: 'Called her: the new scan arrives Monday.',
      authorId: reviewer.user.id,
      authorName: 'Grace Reviewer',
    });
    const detail = (await get(t.app, `/api/admin/contestants/${id}`, reviewer.headers)).json().data;
    expect(detail.version).toBe(version);
    expect(detail.notes).toEqual([res.json().data]);
    const w = await written(id, user.id, user.email);
    expect(w.audit.map((a) => a.action)).toEqual(['contestants.note']);
    expect(w.notes).toEqual([]);
    expect(await t.db.select().from(contestantNotes).where(eq(contestantNotes.contestantId, id))).toHaveLength(1);
  });
});
