import { DEFAULT_REGISTRATION_SETTINGS, REGISTRATION_CLOSED_REASONS, SETTINGS_MESSAGES } from '@cq/shared';
import { REGISTRATION_OPEN } from '@cq/shared/test-support/registration-window';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { initialize } from './support/payments';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
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
    expect(await status()).toEqual(REGISTRATION_OPEN);
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

describe('a fresh install, before staff have set the fee', () => {
  it('has no fee, so registration cannot open: the window says why, no payment starts, the back office asks for the fee', async () => {
    // A fresh install: the registration settings were never saved.
    await t.db.delete(settings).where(eq(settings.key, 'registration'));
    expect(await status()).toMatchObject({ isOpen: false, fee: null, reason: REGISTRATION_CLOSED_REASONS.feeNotSet });

    const user = await createUser(t.db);
    const started = await initialize(t.app, loginAs(t.app, user).headers);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ success: false, code: 'conflict' });
    expect(started.json().message).toContain(REGISTRATION_CLOSED_REASONS.feeNotSet);

    const treasurer = await createStaff(t.app, 'admin', [
      { resource: 'payments', actions: ['read', 'update'] },
      { resource: 'settings', actions: ['read', 'update'] },
    ]);
    const cash = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/manual-payment`,
      headers: treasurer.headers,
      payload: { method: 'cash', reference: 'CASH-FRESH-1' },
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(SETTINGS_MESSAGES.feeNotSet);

    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: treasurer.headers });
    expect(read.json().data.settings.registration).toMatchObject({ fee: null, isOpen: true });

    // Staff set the fee: registration opens.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: treasurer.headers,
      payload: { ...DEFAULT_REGISTRATION_SETTINGS, fee: 25 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await status()).toMatchObject({ isOpen: true, reason: null, fee: 25 });
    // Saving without a fee is refused: a fee is always set once staff have saved.
    const noFee = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: treasurer.headers,
      payload: { ...DEFAULT_REGISTRATION_SETTINGS, fee: null },
    });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().errors).toMatchObject({ fee: SETTINGS_MESSAGES.feeNumber });
  });
});
