import { ACKNOWLEDGEMENTS, CONSENT_TEXTS, DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistrationForm, createPaidContestant, setContestantStatus } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { get, post, uploadAllFiles } from './support/registration-helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});
afterAll(async () => {
  await t?.close();
});

const mine = async (headers: Record<string, string>) =>
  (await get(t.app, '/api/users/me/consents', headers)).json().data.consents as {
    kind: string;
    version: string;
    text: string;
    withdrawnAt: string | null;
  }[];

describe('consent records', () => {
  it('keep the words, version and moment of each agreement: the declarations at submission, the public profile and its withdrawal', async () => {
    const { user, contestant } = await createPaidContestant(t.db, { firstName: 'Afia' });
    const { headers } = loginAs(t.app, user);
    await uploadAllFiles(t.app, contestant.id, headers);
    expect(await mine(headers)).toEqual([]);
    const submitted = await post(t.app, `/api/contestants/${contestant.id}/form`, headers, buildRegistrationForm());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [declarations] = await mine(headers);
    expect(declarations).toMatchObject({
      kind: 'registration-declarations',
      version: CONSENT_TEXTS['registration-declarations'].version,
      withdrawnAt: null,
    });
    expect(declarations?.text).toContain(ACKNOWLEDGEMENTS.termsAccepted);

    await setContestantStatus(t.db, contestant.id, 'preliminary_approved');
    const agree = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/delegate-profile',
        headers,
        payload: { biography: '', showSocial: [] },
      });
    expect((await agree()).statusCode).toBe(200);
    expect((await agree()).statusCode).toBe(200); // changing her choices is not a new agreement
    expect((await mine(headers)).map((c) => c.kind)).toEqual(['public-profile', 'registration-declarations']);
    await t.app.inject({ method: 'DELETE', url: '/api/delegate-profile', headers });
    const [withdrawn] = await mine(headers);
    expect(withdrawn).toMatchObject({ kind: 'public-profile', text: CONSENT_TEXTS['public-profile'].text });
    expect(withdrawn?.withdrawnAt).not.toBeNull();
    await agree();
    expect((await mine(headers)).map((c) => [c.kind, c.withdrawnAt === null])).toEqual([
      ['public-profile', true],
      ['public-profile', false],
      ['registration-declarations', true],
    ]);

    const staff = await createStaff(t.app, 'editor', [{ resource: 'users', actions: ['read'] }]);
    const seen = await get(t.app, `/api/admin/users/${user.id}/consents`, staff.headers);
    expect(seen.json().data.consents).toHaveLength(3);
    expect((await get(t.app, '/api/users/me/consents')).statusCode).toBe(401);
  });
});
