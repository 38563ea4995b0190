import { DEFAULT_REGISTRATION_SETTINGS, localToday } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contestantSubmissions, contestants, notifications, outbox } from '../src/db/schema';
import {
  buildRegistrationForm,
  createPaidContestant,
  setContestantStatus,
  setPaymentStatus,
} from '../src/dev/contestant-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { ensureContestantRecord } from '../src/modules/contestants/lifecycle';
import { setSetting } from '../src/modules/settings/service';
import { get, post, uploadAllFiles } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
beforeEach(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});

async function paid(withFiles = true) {
  const { user, contestant } = await createPaidContestant(t.db);
  const headers = loginAs(t.app, user).headers;
  if (withFiles) await uploadAllFiles(t.app, contestant.id, headers);
  return { user, id: contestant.id, headers };
}
const submit = (id: string, headers: Record<string, string>, form: unknown = buildRegistrationForm()) =>
  post(t.app, `/api/contestants/${id}/form`, headers, form);

describe('GET /contestants/me', () => {
  it('answers data null for a new user (a normal answer, not an error)', async () => {
    const user = await createUser(t.db);
    const res = await get(t.app, '/api/contestants/me', loginAs(t.app, user).headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  it('is 401 without a token', async () => {
    expect((await get(t.app, '/api/contestants/me')).statusCode).toBe(401);
  });

  it('answers the record with status, draft, payment and profile fields', async () => {
    const { id, headers } = await paid();
    const res = await get(t.app, '/api/contestants/me', headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: id,
      registrationStatus: 'in_progress',
      registrationStatusLabel: 'In Progress',
      draftRevision: 0,
      editing: false,
      editsRemaining: 3,
      submittedAt: null,
    });
    expect(data.preliminaryRegistration.payment).toMatchObject({ status: 'paid', currency: 'USD', amount: 1 });
    expect(data.preliminaryRegistration.headshot.url).toMatch(/^\/api\/media\//);
    expect(data.headshot.fileName).toBe('headshot.jpg');
    expect(data.measurements.unit).toBe('cm');
  });

  it('shows Payment Pending for a record whose payment has only started', async () => {
    const user = await createUser(t.db);
    await ensureContestantRecord(t.db, user.id);
    const data = (await get(t.app, '/api/contestants/me', loginAs(t.app, user).headers)).json().data;
    expect(data.registrationStatus).toBe('payment_pending');
    expect(data.registrationStatusLabel).toBe('Payment Pending');
  });
});

describe('POST /contestants/:id/form', () => {
  it('submits: preliminary_submitted, submittedAt, an immutable copy, an e-mail in the outbox', async () => {
    const { user, id, headers } = await paid();
    const res = await submit(id, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Registration submitted successfully');
    expect(body.data.participant).toMatchObject({ _id: id, status: 'preliminary_submitted' });
    expect(body.data.submittedAt).toBe(body.data.participant.submittedAt);
    expect(body.data.version).toBe(1);

    const [row] = await t.db.select().from(contestants).where(eq(contestants.id, id));
    expect(row?.registrationStatus).toBe('preliminary_submitted');
    expect(row?.formData?.headshot?.fileName).toBe('headshot.jpg');
    const versions = await t.db.select().from(contestantSubmissions).where(eq(contestantSubmissions.contestantId, id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, kind: 'initial' });
    expect(versions[0]?.formData.occupation).toBe('Public health researcher');

    const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.map((m) => m.kind)).toEqual(['registration-submitted']);
    expect(mail[0]?.subject).toBe('Registration received: Continental Queens');

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => [n.title, n.type])).toEqual([['Registration submitted', 'registration']]);

    const me = (await get(t.app, '/api/contestants/me', headers)).json().data;
    expect(me.registrationStatusLabel).toBe('Submitted / Under Review');
    expect(me.submittedAt).toBe(body.data.submittedAt);
  });

  it('validates every step with the product’s messages and says which fields', async () => {
    const { id, headers } = await paid(false);
    const form = buildRegistrationForm({ gender: '', termsAccepted: false });
    const res = await submit(id, headers, { ...form, platform: { ...form.platform, cause: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Please complete every required field before submitting.',
      errors: {
        gender: 'Gender is required',
        'platform.cause': 'Platform cause is required',
        headshot: 'Headshot is required',
        fullBody: 'Full body photo is required',
        birthCertificate: 'Birth certificate is required',
        termsAccepted: 'You must accept the terms and conditions',
      },
    });
  });

  it('refuses an applicant under 18 from the date of birth', async () => {
    const { id, headers } = await paid();
    const [y, m, d] = localToday().split('-').map(Number) as [number, number, number];
    const seventeen = `${y - 17}-${String(m).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
    const res = await submit(id, headers, buildRegistrationForm({ dob: seventeen }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dob).toBe(
      'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.',
    );
  });

  it('does not trust file references sent by the client', async () => {
    const { id, headers } = await paid(false);
    const forged = {
      _id: '11111111-1111-4111-8111-111111111111',
      fileName: 'x.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      uploadedAt: new Date().toISOString(),
    };
    const res = await submit(id, headers, {
      ...buildRegistrationForm(),
      headshot: forged,
      fullBody: forged,
      birthCertificate: forged,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['headshot', 'fullBody', 'birthCertificate']);
  });

  it('needs the fee paid', async () => {
    const { user, id, headers } = await paid();
    await setPaymentStatus(t.db, user.id, 'pending');
    const res = await submit(id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please pay the registration fee before submitting your registration.');
  });

  it('needs the window open', async () => {
    const { id, headers } = await paid();
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, isOpen: false });
    const res = await submit(id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Registration is currently closed. The organisers have paused registration for now.',
    );
  });

  it('cannot submit twice', async () => {
    const { id, headers } = await paid();
    expect((await submit(id, headers)).statusCode).toBe(200);
    const again = await submit(id, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your registration has already been submitted. Start an edit to change it.');
  });

  it('answers 404 for another user’s record and 400 for a malformed id', async () => {
    const { id } = await paid(false);
    const other = await createUser(t.db, { paymentStatus: 'paid' });
    expect((await submit(id, loginAs(t.app, other).headers)).statusCode).toBe(404);
    expect((await submit('not-a-uuid', loginAs(t.app, other).headers)).statusCode).toBe(400);
  });
});

describe('edits after submission', () => {
  async function submitted() {
    const p = await paid();
    expect((await submit(p.id, p.headers)).statusCode).toBe(200);
    return p;
  }
  const editStatus = async (id: string, headers: Record<string, string>) =>
    (await get(t.app, `/api/contestants/${id}/edit-status`, headers)).json().data;

  it('edit-status: 3 edits remaining after the first submission', async () => {
    const { id, headers } = await submitted();
    expect(await editStatus(id, headers)).toEqual({
      editsRemaining: 3,
      editsUsed: 0,
      editsAllowed: 3,
      editing: false,
      canEdit: true,
    });
  });

  it('start-edit is refused before submission', async () => {
    const { id, headers } = await paid(false);
    const res = await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your registration has not been submitted yet, so it can be changed without using an edit.',
    );
  });

  it('start-edit uses one edit and unlocks; submit-edit re-locks as a new version; the count goes down', async () => {
    const { user, id, headers } = await submitted();
    await setContestantStatus(t.db, id, 'preliminary_rejected');

    const start = await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ message: 'Edit session started', data: { editsRemaining: 2, editing: true } });
    const again = await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An edit is already in progress. Update your registration to finish it.');

    // The draft starts from the submitted form and can be saved now.
    const draft = (await get(t.app, `/api/contestants/${id}/draft`, headers)).json().data;
    expect(draft.draftFormData.occupation).toBe('Public health researcher');
    const save = await post(
      t.app,
      `/api/contestants/${id}/draft`,
      { ...headers, 'if-match': String(draft.draftRevision) },
      {
        ...draft.draftFormData,
        occupation: 'Epidemiologist',
      },
    );
    expect(save.statusCode).toBe(200);

    const done = await post(t.app, `/api/contestants/${id}/submit-edit`, headers, {
      ...draft.draftFormData,
      occupation: 'Epidemiologist',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Registration updated successfully',
      data: { participant: { status: 'preliminary_submitted' }, version: 2 },
    });
    expect(await editStatus(id, headers)).toMatchObject({ editsRemaining: 2, editing: false, canEdit: true });

    const submittedForm = (await get(t.app, `/api/contestants/${id}/submitted-form`, headers)).json().data;
    expect(submittedForm.formData.occupation).toBe('Epidemiologist');
    expect(submittedForm.version).toBe(2);
    const versions = await t.db.select().from(contestantSubmissions).where(eq(contestantSubmissions.contestantId, id));
    expect(versions.map((v) => [v.version, v.kind, v.formData.occupation])).toEqual([
      [1, 'initial', 'Public health researcher'],
      [2, 'edit', 'Epidemiologist'],
    ]);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail.map((m) => m.kind).sort()).toEqual(['registration-submitted', 'registration-updated']);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title).sort()).toEqual([
      'Edit started',
      'Registration submitted',
      'Registration updated',
    ]);

    // Locked again.
    const locked = await post(
      t.app,
      `/api/contestants/${id}/draft`,
      { ...headers, 'if-match': '99' },
      { occupation: 'x' },
    );
    expect(locked.statusCode).toBe(409);
    const noSession = await post(t.app, `/api/contestants/${id}/submit-edit`, headers, draft.draftFormData);
    expect(noSession.statusCode).toBe(409);
    expect(noSession.json().message).toBe(
      'There is no edit in progress. Start an edit before updating your registration.',
    );
  });

  it('submit-edit validates like a submission', async () => {
    const { id, headers } = await submitted();
    await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    const res = await post(
      t.app,
      `/api/contestants/${id}/submit-edit`,
      headers,
      buildRegistrationForm({ occupation: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ occupation: 'Occupation is required' });
  });

  it('answers 409 with a clear message when no edit remains', async () => {
    const { id, headers } = await submitted();
    await setContestantStatus(t.db, id, 'preliminary_submitted', { editsUsed: 3 });
    const res = await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You have no edits remaining. Please contact support if you need to change your registration.',
    );
    expect(await editStatus(id, headers)).toMatchObject({ editsRemaining: 0, canEdit: false });
  });

  it('of two simultaneous start-edits with one edit left, exactly one succeeds', async () => {
    const { id, headers } = await submitted();
    await setContestantStatus(t.db, id, 'preliminary_submitted', { editsUsed: 2 });
    const results = await Promise.all([
      post(t.app, `/api/contestants/${id}/start-edit`, headers),
      post(t.app, `/api/contestants/${id}/start-edit`, headers),
      post(t.app, `/api/contestants/${id}/start-edit`, headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.db.select().from(contestants).where(eq(contestants.id, id));
    expect(row).toMatchObject({ editsUsed: 3, editing: true });
  });

  it('an active participant’s registration is final', async () => {
    const { id, headers } = await submitted();
    await setContestantStatus(t.db, id, 'active');
    const res = await post(t.app, `/api/contestants/${id}/start-edit`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your registration is final and can no longer be edited. Please contact support to change it.',
    );
  });

  it('start-edit needs the window open; staff grants add edits', async () => {
    const { id, headers } = await submitted();
    await setContestantStatus(t.db, id, 'preliminary_submitted', { editsUsed: 3, extraEdits: 1 });
    expect(await editStatus(id, headers)).toMatchObject({ editsRemaining: 1, editsAllowed: 4 });
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, isOpen: false });
    expect((await post(t.app, `/api/contestants/${id}/start-edit`, headers)).statusCode).toBe(409);
    await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
    expect((await post(t.app, `/api/contestants/${id}/start-edit`, headers)).statusCode).toBe(200);
  });

  it('submitted-form answers 404 before the first submission, and every :id route 404 for another user', async () => {
    const { id, headers } = await paid(false);
    const res = await get(t.app, `/api/contestants/${id}/submitted-form`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This registration has not been submitted yet.');

    const other = loginAs(t.app, await createUser(t.db, { paymentStatus: 'paid' })).headers;
    const form = buildRegistrationForm();
    for (const [method, suffix, payload] of [
      ['GET', 'edit-status', undefined],
      ['GET', 'submitted-form', undefined],
      ['GET', 'draft', undefined],
      ['GET', 'media', undefined],
      ['POST', 'start-edit', undefined],
      ['POST', 'form', form],
      ['POST', 'submit-edit', form],
    ] as const) {
      const r = await t.app.inject({
        method,
        url: `/api/contestants/${id}/${suffix}`,
        headers: other,
        ...(payload ? { payload } : {}),
      });
      expect([suffix, r.statusCode]).toEqual([suffix, 404]);
      const anonymous = await t.app.inject({
        method,
        url: `/api/contestants/${id}/${suffix}`,
        ...(payload ? { payload } : {}),
      });
      expect([suffix, anonymous.statusCode]).toEqual([suffix, 401]);
    }
  });
});
