import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSetting } from '../src/modules/settings/service';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});

const status = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/registration-status' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const day = 86_400_000;

describe('GET /settings/registration-status', () => {
  it('is open by default with the fee of 1 USD and 3 edits', async () => {
    expect(await status()).toEqual({
      isOpen: true,
      reason: null,
      fee: 1,
      currency: 'USD',
      registrationStart: null,
      registrationEnd: null,
      maxEdits: 3,
    });
  });

  it('is closed with a reason when the organisers switch it off', async () => {
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, isOpen: false });
    expect(await status()).toMatchObject({ isOpen: false, reason: 'The organisers have paused registration for now.' });
  });

  it('is closed before the start date and after the end date, open inside', async () => {
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    await setSetting(t.db, 'registration', {
      ...DEFAULT_REGISTRATION_SETTINGS,
      registrationStart: iso(day),
      registrationEnd: iso(10 * day),
    });
    expect(await status()).toMatchObject({ isOpen: false, reason: 'Registration for this season has not opened yet.' });

    await setSetting(t.db, 'registration', {
      ...DEFAULT_REGISTRATION_SETTINGS,
      registrationStart: iso(-10 * day),
      registrationEnd: iso(-day),
    });
    expect(await status()).toMatchObject({
      isOpen: false,
      reason: 'The registration period for this season has ended.',
    });

    const window = { registrationStart: iso(-day), registrationEnd: iso(day) };
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 250, ...window });
    expect(await status()).toMatchObject({ isOpen: true, reason: null, fee: 250, ...window });
  });

  it('needs no sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/registration-status' });
    expect(res.json().success).toBe(true);
  });
});
