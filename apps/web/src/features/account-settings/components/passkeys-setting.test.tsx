import { ERROR_CODES, PASSKEY_MESSAGES, type Passkey, SECOND_FACTOR_MESSAGES } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { findListedTexts } from '../../../test/lists';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PasskeysSetting } from './passkeys-setting';
import { SecondFactorSetting } from './second-factor-setting';

// The browser's WebAuthn prompt (jsdom has none): her device answers, or she dismisses it. The ceremony itself is
// checked against the server in the API's tests and in the passkeys journey.
const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: (...args: unknown[]) => startRegistration(...args) }));

const OPTIONS = { challenge: 'c2VydmVyLWNoYWxsZW5nZQ', rp: { id: 'localhost', name: 'Continental Queens' } };
const ATTESTATION = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' } };
const LAPTOP: Passkey = { id: 'p1', name: 'Laptop', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null };
const ok = (data: unknown, message?: string): FakeResponse => ({ body: { success: true, message, data } });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  startRegistration.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Passkeys in Account settings', () => {
  it('adds a passkey under the name she gives, lists it, and removes it', async () => {
    let keys: Passkey[] = [];
    const server = mockApi({
      'GET /users/me/passkeys': () => ok(keys),
      'GET /users/me/second-factor': () => ok({ enabled: false, required: false, recoveryCodesLeft: 0, passkeys: 0 }),
      'POST /users/me/passkeys/options': () => ok(OPTIONS),
      'POST /users/me/passkeys': () => {
        keys = [LAPTOP];
        return ok(LAPTOP, PASSKEY_MESSAGES.added);
      },
      'DELETE /users/me/passkeys/p1': () => {
        keys = [];
        return ok(null, PASSKEY_MESSAGES.removed);
      },
    });
    startRegistration.mockResolvedValue(ATTESTATION);
    const user = userEvent.setup();
    renderRoute(<PasskeysSetting />, { at: '/user/settings', path: '/user/settings' });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /users/me/passkeys/options')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name of this passkey'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.added);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(server.callsTo('POST /users/me/passkeys').map((c) => c.body)).toEqual([
      { name: 'Laptop', response: ATTESTATION },
    ]);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Laptop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.removed);
  });

  it('says so when she dismisses her device’s prompt, and keeps her name', async () => {
    const server = mockApi({
      'GET /users/me/passkeys': () => ok([]),
      'POST /users/me/passkeys/options': () => ok(OPTIONS),
    });
    startRegistration.mockRejectedValue(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    renderRoute(<PasskeysSetting />, { at: '/user/settings', path: '/user/settings' });
    await user.type(await screen.findByLabelText('Name of this passkey'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was made. Try again when your device asks.');
    expect(screen.getByLabelText('Name of this passkey')).toHaveValue('Phone');
    expect(server.callsTo('POST /users/me/passkeys')).toHaveLength(0);
  });
});

describe('Managing two-step sign-in in Account settings', () => {
  it('shows the refusal when her role still requires it, then turns it off with her password and a code', async () => {
    let enabled = true;
    let offAnswer: FakeResponse = {
      status: 409,
      body: {
        success: false,
        code: ERROR_CODES.secondFactorStillRequired,
        message: SECOND_FACTOR_MESSAGES.stillRequired,
      },
    };
    const server = mockApi({
      'GET /users/me/second-factor': () => ok({ enabled, required: true, recoveryCodesLeft: 8, passkeys: 0 }),
      'POST /users/me/second-factor/off': () => offAnswer,
    });
    const user = userEvent.setup();
    renderRoute(<SecondFactorSetting />, { at: '/user/settings', path: '/user/settings' });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(server.callsTo('POST /users/me/second-factor/off')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your password'), 'Crowned-Queen-2026');
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.stillRequired);

    offAnswer = ok(null, SECOND_FACTOR_MESSAGES.turnedOff);
    enabled = false;
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(server.callsTo('POST /users/me/second-factor/off').map((c) => c.body)).toEqual([
      { password: 'Crowned-Queen-2026', code: '123456' },
      { password: 'Crowned-Queen-2026', code: '123456' },
    ]);
  });

  it('makes new recovery codes for a current code and shows them once', async () => {
    const CODES = Array.from({ length: 10 }, (_, i) => `newc${i}-od${i}es`);
    const server = mockApi({
      'GET /users/me/second-factor': () => ok({ enabled: true, required: false, recoveryCodesLeft: 2, passkeys: 0 }),
      'POST /users/me/second-factor/recovery-codes': () =>
        ok({ recoveryCodes: CODES }, SECOND_FACTOR_MESSAGES.codesRenewed),
    });
    const user = userEvent.setup();
    renderRoute(<SecondFactorSetting />, { at: '/user/settings', path: '/user/settings' });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await findListedTexts()).toEqual(CODES);
    expect(server.callsTo('POST /users/me/second-factor/recovery-codes').map((c) => c.body)).toEqual([
      { code: '654321' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have kept my codes' }));
    expect(screen.queryByRole('list')).toBeNull();
  });
});
