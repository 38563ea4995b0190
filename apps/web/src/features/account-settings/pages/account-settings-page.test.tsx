import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { deferred, type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TEST_USER } from '../../../test/users';
import AccountSettingsPage from './account-settings-page';

/** Her data card: no copy asked for, no request to be erased; two-step sign-in not set up, and no passkeys. */
const myData = {
  'GET /users/me/second-factor': () => ({
    body: { success: true, data: { enabled: false, required: false, recoveryCodesLeft: 0, passkeys: 0 } },
  }),
  'GET /users/me/passkeys': () => ({ body: { success: true, data: [] } }),
  'GET /users/me/data-export': () => ({ body: { success: true, data: { dataExport: null } } }),
  'GET /users/me/deletion-request': () => ({ body: { success: true, data: { deletionRequest: null } } }),
};
/** Her agreements, listed under the forms, and her data card. */
const agreements = {
  ...myData,
  'GET /users/me/consents': () => ({ body: { success: true, data: { consents: [] } } }),
};

const USER = TEST_USER;
const me: FakeResponse = { body: { success: true, data: { user: USER } } };
const renderSettings = () => renderRoute(<AccountSettingsPage />, { at: '/user/settings', path: '/user/settings' });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Account settings page', { timeout: 30_000 }, () => {
  it('lists what she agreed to, in the words she saw, with the version and any withdrawal', async () => {
    mockApi({
      ...myData,
      'GET /users/me': () => me,
      'GET /users/me/consents': () => ({
        body: {
          success: true,
          data: {
            consents: [
              {
                id: 'c1',
                kind: 'public-profile',
                title: 'Public delegate profile',
                version: '2026-11',
                text: 'I agree that Continental Queens shows this profile on its public site.',
                acceptedAt: '2026-11-01T10:00:00.000Z',
                withdrawnAt: '2026-11-05T10:00:00.000Z',
              },
            ],
          },
        },
      }),
    });
    renderSettings();
    expect(
      await screen.findByText('I agree that Continental Queens shows this profile on its public site.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/version 2026-11/)).toBeInTheDocument();
    expect(screen.getByText(/withdrawn 5 Nov 2026/)).toBeInTheDocument();
  });

  it('shows the fields, the read-only email with its note, and the note about more settings', async () => {
    mockApi({ ...agreements, 'GET /users/me': () => me });
    renderSettings();
    expect(await screen.findByLabelText('First name')).toHaveValue('Amara');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+234 801 234 5678');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('amara@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/cannot be changed/)).toHaveTextContent('contact support');
    expect(screen.getByText(/More settings are on their way/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('keeps Save Changes disabled until something differs from the loaded user', async () => {
    mockApi({ ...agreements, 'GET /users/me': () => me });
    renderSettings();
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    const first = screen.getByLabelText('First name');
    await userEvent.type(first, 'h');
    expect(save).toBeEnabled();
    await userEvent.type(first, '{backspace}');
    expect(save).toBeDisabled();
  });

  it('saves, replaces the stored user, shows the success message for 3 seconds', async () => {
    const gate = deferred<FakeResponse>();
    const server = mockApi({ ...agreements, 'GET /users/me': () => me, 'PATCH /users/profile': () => gate.promise });
    renderSettings();
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0000');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    const saved = { ...USER, phoneNumber: '+44 20 7946 0000' };
    gate.resolve({ body: { success: true, message: 'Profile updated successfully', data: { user: saved } } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PATCH /users/profile')[0]?.body).toEqual({
      firstName: 'Amara',
      lastName: 'Okafor',
      phoneNumber: '+44 20 7946 0000',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').phoneNumber).toBe('+44 20 7946 0000');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
  });

  it('says Failed to save changes when the save fails', async () => {
    mockApi({
      ...agreements,
      'GET /users/me': () => me,
      'PATCH /users/profile': () => ({
        status: 500,
        body: { success: false, code: 'internal', message: 'Something went wrong' },
      }),
    });
    renderSettings();
    const last = await screen.findByLabelText('Last name');
    await userEvent.type(last, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
  });

  it('requires the names', async () => {
    const server = mockApi({ ...agreements, 'GET /users/me': () => me });
    renderSettings();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(server.callsTo('PATCH /users/profile')).toHaveLength(0);
  });

  it('says Failed to fetch profile data. when the account cannot be loaded', async () => {
    mockApi({
      ...agreements,
      'GET /users/me': () => ({ status: 500, body: { success: false, code: 'internal', message: 'down' } }),
    });
    renderSettings();
    expect(await screen.findByText('Failed to fetch profile data.')).toBeInTheDocument();
  });

  it('says User not authenticated. without a user', async () => {
    localStorage.clear();
    renderSettings();
    await waitFor(() => expect(screen.getByText('User not authenticated.')).toBeInTheDocument());
  });
});
