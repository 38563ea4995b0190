import { draftResponseSchema } from '@cq/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestants, users } from '../src/db/schema';
import { buildRegistrationForm, setContestantStatus } from '../src/dev/contestant-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { ensureContestantRecord } from '../src/modules/contestants/lifecycle';
import { draftSaveBatcher } from '../src/modules/drafts/service';
import { signedInPaidContestant } from './support/registration-helpers';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const paid = () => signedInPaidContestant(t);
const getDraft = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/contestants/${id}/draft`, headers });
const saveDraft = (id: string, headers: Record<string, string>, revision: number | string | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contestants/${id}/draft`,
    headers: { ...headers, ...(revision === null ? {} : { 'if-match': String(revision) }) },
    payload: body as object,
  });

describe('GET /contestants/:id/draft', () => {
  it('answers an empty draft at revision 0 for a new record', async () => {
    const { id, headers } = await paid();
    const res = await getDraft(id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { draftFormData: null, lastDraftSaved: null, draftRevision: 0 },
    });
    expect(res.headers.etag).toBe('"0"');
  });

  it('is 401 without a token and 404 for another user’s record', async () => {
    const { id } = await paid();
    expect((await getDraft(id, {})).statusCode).toBe(401);
    const other = await createUser(t.db, { paymentStatus: 'paid' });
    const res = await getDraft(id, loginAs(t.app, other).headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found', message: 'Registration not found.' });
    const missing = await getDraft('7b0c0f0e-0000-4000-8000-000000000000', loginAs(t.app, other).headers);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /contestants/:id/draft', () => {
  it('is 401 and keeps the draft when the session was cut off (account deactivated, or every session ended)', async () => {
    const { user, id, headers } = await paid();
    expect((await saveDraft(id, headers, 0, { occupation: 'Kept' })).statusCode).toBe(200);
    expect((await saveDraft(id, {}, 1, { occupation: 'No token' })).statusCode).toBe(401);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    const ended = await saveDraft(id, headers, 1, { occupation: 'Old token' });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().success).toBe(false);
    const fresh = loginAs(t.app, { id: user.id, tokenVersion: 1 }).headers;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await saveDraft(id, fresh, 1, { occupation: 'Deactivated' })).statusCode).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    const draft = (await getDraft(id, fresh)).json().data;
    expect(draft.draftFormData.occupation).toBe('Kept');
    expect(draft.draftRevision).toBe(1);
  });

  it('stores the draft, moves the revision on and answers draftFormData and lastDraftSaved', async () => {
    const { id, headers } = await paid();
    const form = buildRegistrationForm({ occupation: 'Architect' });
    const res = await saveDraft(id, headers, 0, form);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The answer is written without the serialiser: it must still be exactly the documented shape.
    expect(draftResponseSchema.strict().parse(body)).toEqual(body);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body.data.draftRevision).toBe(1);
    expect(body.data.draftFormData.occupation).toBe('Architect');
    expect(new Date(body.data.lastDraftSaved).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.headers.etag).toBe('"1"');

    const again = await getDraft(id, headers);
    expect(again.json().data.draftFormData).toEqual(body.data.draftFormData);
    expect(again.json().data.draftRevision).toBe(1);
  });

  it('accepts a partial form and fills the rest with defaults', async () => {
    const { id, headers } = await paid();
    const res = await saveDraft(id, headers, '"0"', { gender: 'Female', emergencyContact: { name: 'Ann' } });
    expect(res.statusCode).toBe(200);
    const draft = res.json().data.draftFormData;
    expect(draft.gender).toBe('Female');
    expect(draft.emergencyContact.address.city).toBe('');
    expect(draft.measurements.unit).toBe('cm');
    expect(draft.languages).toEqual([]);
  });

  it('refuses a save from a stale tab with 409 and keeps the newer draft', async () => {
    const { id, headers } = await paid();
    expect((await saveDraft(id, headers, 0, { occupation: 'Tab one' })).statusCode).toBe(200);
    const stale = await saveDraft(id, headers, 0, { occupation: 'Tab two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.',
    );
    expect(stale.json().code).toBe('draft_stale');
    expect((await getDraft(id, headers)).json().data.draftFormData.occupation).toBe('Tab one');
    // After reloading (revision 1) the second tab can save again.
    expect((await saveDraft(id, headers, 'W/"1"', { occupation: 'Tab two' })).statusCode).toBe(200);
  });

  it('of two saves on the same revision at once, exactly one wins', async () => {
    const { id, headers } = await paid();
    const results = await Promise.all([
      saveDraft(id, headers, 0, { occupation: 'A' }),
      saveDraft(id, headers, 0, { occupation: 'B' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs If-Match with the revision', async () => {
    const { id, headers } = await paid();
    const res = await saveDraft(id, headers, null, { occupation: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['if-match']).toBe('Send the revision the draft was based on in If-Match');
  });

  it('rejects wrong shapes with per-field messages', async () => {
    const { id, headers } = await paid();
    const res = await saveDraft(id, headers, 0, { gender: 'Robot', occupation: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['gender', 'occupation']);
  });

  it('is refused with 409 while the registration is locked (submitted, no edit session)', async () => {
    const { id, headers } = await paid();
    await setContestantStatus(t.db, id, 'preliminary_submitted');
    const res = await saveDraft(id, headers, 0, { occupation: 'Late change' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your registration has been submitted and is locked. Start an edit to make changes.',
    );
    expect(res.json().code).toBe('registration_locked');
    await setContestantStatus(t.db, id, 'preliminary_submitted', { editing: true });
    expect((await saveDraft(id, headers, 0, { occupation: 'Edit' })).statusCode).toBe(200);
  });

  it('is refused with 409 before the fee is paid', async () => {
    const user = await createUser(t.db);
    const record = await ensureContestantRecord(t.db, user.id);
    const res = await saveDraft(record.id, loginAs(t.app, user).headers, 0, { occupation: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please pay the registration fee before filling in the form.');
    expect(res.json().code).toBe('registration_not_paid');
  });

  it('answers 404, not 409, for another user’s record', async () => {
    const { id } = await paid();
    const other = await createUser(t.db);
    const res = await saveDraft(id, loginAs(t.app, other).headers, 0, { occupation: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the server’s file references whatever the client sends', async () => {
    const { id, headers } = await paid();
    const forged = {
      _id: '11111111-1111-4111-8111-111111111111',
      fileName: 'someone-else.jpg',
      mimeType: 'image/jpeg',
      size: 10,
      uploadedAt: new Date().toISOString(),
    };
    const res = await saveDraft(id, headers, 0, { headshot: forged, occupation: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.draftFormData.headshot).toBeNull();
    const [row] = await t.db.select().from(contestants).where(eq(contestants.id, id));
    expect(row?.draftFormData?.headshot).toBeNull();
  });

  it('refuses text with the NUL character with 400, which the database could not store', async () => {
    const { id, headers } = await paid();
    const res = await saveDraft(id, headers, 0, { occupation: 'Nurse\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'bad_request',
      message: 'Text cannot contain the NUL character.',
    });
    // An escaped backslash before "u0000" is ordinary text.
    const fine = await saveDraft(id, headers, 0, { occupation: 'C:\\u0000' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.draftFormData.occupation).toBe('C:\\u0000');
  });

  it('accepts only JSON', async () => {
    const { id, headers } = await paid();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${id}/draft`,
      headers: { ...headers, 'if-match': '0', 'content-type': 'text/plain' },
      payload: 'occupation=x',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('autosaves arriving at the same moment', () => {
  it('each get their own answer and are stored', async () => {
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await paid());
    const results = await Promise.all(
      people.map((p, i) => saveDraft(p.id, p.headers, 0, buildRegistrationForm({ occupation: `Queen ${i}` }))),
    );
    results.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe('"1"');
      expect(res.json().data.draftFormData.occupation).toBe(`Queen ${i}`);
      expect(draftResponseSchema.strict().parse(res.json())).toEqual(res.json());
    });
    for (const [i, p] of people.entries()) {
      expect((await getDraft(p.id, p.headers)).json().data.draftFormData.occupation).toBe(`Queen ${i}`);
    }
  });

  it('share statements: two go at once, the others together once one of them is done', async () => {
    const people = [];
    for (let i = 0; i < 10; i += 1) people.push(await paid());
    const batcher = draftSaveBatcher(t.db);
    const before = { ...batcher.written };
    const saved = await Promise.all(
      people.map((p, i) =>
        batcher.save({
          id: p.id,
          userId: p.user.id,
          tokenVersion: p.user.tokenVersion,
          sessionId: p.user.id,
          base: 0,
          fieldsJson: JSON.stringify({ occupation: `Queen ${i}` }),
          savedAt: new Date().toISOString(),
        }),
      ),
    );
    expect(saved.map((s) => s?.draftRevision)).toEqual(Array(10).fill(1));
    expect(batcher.written.saves - before.saves).toBe(10);
    expect(batcher.written.statements - before.statements).toBe(3);
    const rows = await t.db
      .select()
      .from(contestants)
      .where(
        inArray(
          contestants.id,
          people.map((p) => p.id),
        ),
      );
    expect(rows.map((r) => r.draftFormData?.occupation).sort()).toEqual(people.map((_, i) => `Queen ${i}`).sort());
  });

  it('give a stale tab, another user and a locked record their own refusals, and never apply two saves of one record together', async () => {
    const [a, b, c, d] = [await paid(), await paid(), await paid(), await paid()];
    expect((await saveDraft(a.id, a.headers, 0, { occupation: 'First' })).statusCode).toBe(200);
    await setContestantStatus(t.db, c.id, 'preliminary_submitted');
    const results = await Promise.all([
      saveDraft(b.id, b.headers, 0, { occupation: 'B' }),
      saveDraft(d.id, d.headers, 0, { occupation: 'D' }),
      saveDraft(a.id, a.headers, 0, { occupation: 'Stale tab' }),
      saveDraft(a.id, b.headers, 1, { occupation: 'Not hers' }),
      saveDraft(c.id, c.headers, 0, { occupation: 'Locked' }),
      saveDraft(a.id, a.headers, 1, { occupation: 'Current tab' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 409, 404, 409, 200]);
    expect(results[2]?.json().message).toMatch(/changed in another tab/);
    expect(results[4]?.json().message).toMatch(/submitted and is locked/);
    const draft = (await getDraft(a.id, a.headers)).json().data;
    expect(draft.draftFormData.occupation).toBe('Current tab');
    expect(draft.draftRevision).toBe(2);
  });

  it('a save the database refuses fails alone, not with the saves that shared its statement', async () => {
    const people = [await paid(), await paid(), await paid(), await paid()];
    const batcher = draftSaveBatcher(t.db);
    const save = (i: number, fieldsJson: string) => {
      const p = people[i];
      if (!p) throw new Error('no such contestant');
      return batcher.save({
        id: p.id,
        userId: p.user.id,
        tokenVersion: p.user.tokenVersion,
        sessionId: p.user.id,
        base: 0,
        fieldsJson,
        savedAt: new Date().toISOString(),
      });
    };
    // Two saves go at once; the last two wait and share a statement, which the database refuses as a whole.
    const outcomes = await Promise.allSettled([
      save(0, '{"occupation":"One"}'),
      save(1, '{"occupation":"Two"}'),
      save(2, '{"occupation":"Bad \\u0000"}'),
      save(3, '{"occupation":"Four"}'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const last = outcomes[3];
    expect(last?.status === 'fulfilled' && last.value?.draftRevision).toBe(1);
    const [stored] = await t.db
      .select()
      .from(contestants)
      .where(eq(contestants.id, people[3]?.id ?? ''));
    expect(stored?.draftFormData?.occupation).toBe('Four');
  });
});
