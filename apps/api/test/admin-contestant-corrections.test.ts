import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, notifications, outbox } from '../src/db/schema';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { ifeBello } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await createTestApp();
  staff = await ifeBello(t);
});
afterAll(async () => {
  await t?.close();
});

const correct = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contestants/${id}/corrections`, headers: staff.headers, payload });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/contestants/${id}`, headers: staff.headers })).json().data;

describe('correcting her registration on her behalf', () => {
  it('makes a new version with the change and the reason, tells her, and audits it', async () => {
    const { user, contestant } = await createSubmittedContestant(t.db, { firstName: 'Adjoa' });
    await setContestantStatus(t.db, contestant.id, 'preliminary_approved');
    const { version } = await detail(contestant.id);
    const res = await correct(contestant.id, {
      field: 'emergencyContact.phone',
      value: '+233 24 111 2222',
      reason: 'She gave us the new number on the phone.',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Corrected: a new version is on the record and she has been told why.');

    const after = await detail(contestant.id);
    expect(after.version).toBe(version + 1);
    expect(after.status).toBe('preliminary_approved');
    expect(after.form.emergencyContact.phone).toBe('+233 24 111 2222');
    expect(after.versions[0]).toMatchObject({
      version: 2,
      kind: 'correction',
      reason: 'She gave us the new number on the phone.',
      correctedBy: 'Ife Bello',
      changes: [{ field: 'emergencyContact.phone', before: '+233 24 000 0000', after: '+233 24 111 2222' }],
    });
    const [row] = await t.db.select().from(contestants).where(eq(contestants.id, contestant.id));
    expect(row?.draftFormData?.emergencyContact.phone).toBe('+233 24 111 2222');

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note?.message).toBe(
      'The organisers corrected Emergency contact phone: She gave us the new number on the phone.',
    );
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.kind).toBe('registration-corrected');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contestants.correct'));
    expect(entry).toMatchObject({ actorId: staff.user.id, recordId: contestant.id });
  });

  it('refuses a value the form would refuse, an unchanged value, a stale version, no reason, and a field not hers to lose', async () => {
    const { contestant } = await createSubmittedContestant(t.db);
    const { version } = await detail(contestant.id);
    const reason = 'Typo';
    const empty = await correct(contestant.id, { field: 'occupation', value: ' ', reason, version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.value).toBeTruthy();
    const same = await correct(contestant.id, {
      field: 'residence',
      value: (await detail(contestant.id)).form.residence,
      reason,
      version,
    });
    expect(same.json().message).toBe('That is already the value of this field.');
    expect(
      (await correct(contestant.id, { field: 'occupation', value: 'Nurse', reason, version: version + 5 })).statusCode,
    ).toBe(409);
    const noReason = await correct(contestant.id, { field: 'occupation', value: 'Nurse', reason: '', version });
    expect(noReason.json().errors).toMatchObject({ reason: 'Say why you correct it: she will read it' });
    expect((await correct(contestant.id, { field: 'headshot', value: 'x', reason, version })).statusCode).toBe(400);
    expect((await detail(contestant.id)).versions).toHaveLength(1);
  });

  it('waits while she is editing, so her draft and the correction never cross', async () => {
    const { contestant } = await createSubmittedContestant(t.db);
    await t.db.update(contestants).set({ editing: true }).where(eq(contestants.id, contestant.id));
    const { version } = await detail(contestant.id);
    const res = await correct(contestant.id, { field: 'occupation', value: 'Nurse', reason: 'Typo', version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('She is editing her registration now: correct it once she has sent it again.');
  });
});
