import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { LocationProbe, renderRoute } from '../../../test/render';
import AcceptInvitationPage from './accept-invitation-page';

const open = () =>
  renderRoute(
    <>
      <AcceptInvitationPage />
      <LocationProbe />
    </>,
    { at: '/auth/invitation/tok-1', path: '/auth/invitation/:token' },
  );
const PREVIEW = {
  email: 'noor@example.com',
  firstName: 'Noor',
  role: 'editor',
  preset: 'custom',
  rounds: [],
  expiresAt: '2026-11-29T10:00:00.000Z',
};

/** The server's answer once she has chosen her password: her session, as Noor Haddad the editor (and more). */
const accepted = (user: object = {}) => ({
  body: {
    success: true,
    data: {
      token: 'access',
      refreshToken: 'refresh',
      user: { _id: 'u1', email: 'noor@example.com', firstName: 'Noor', lastName: 'Haddad', role: 'editor', ...user },
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('accepting an invitation', () => {
  it('says who it is for, checks the two passwords match, then signs her in', async () => {
    const server = mockApi({
      'GET /invitations/tok-1': () => ({ body: { success: true, data: PREVIEW } }),
      'POST /invitations/tok-1/accept': () => accepted(),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Welcome, Noor' })).toBeInTheDocument();
    expect(screen.getByText(/as Editor\. Choose your password for noor@example\.com/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Sceptre-And-Crown-2027!');
    await user.type(screen.getByLabelText('Confirm password'), 'Sceptre-And-Crown-20');
    await user.click(screen.getByRole('button', { name: 'Set my password and sign in' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.callsTo('POST /invitations/tok-1/accept')).toHaveLength(0);
    await user.type(screen.getByLabelText('Confirm password'), '27!');
    await user.click(screen.getByRole('button', { name: 'Set my password and sign in' }));
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access'));
    expect(server.callsTo('POST /invitations/tok-1/accept')[0]?.body).toEqual({ password: 'Sceptre-And-Crown-2027!' });
  });

  it('a judge is told her job and rounds, and lands on her rounds once signed in', async () => {
    mockApi({
      'GET /invitations/tok-1': () => ({
        body: {
          success: true,
          data: { ...PREVIEW, preset: 'judge', rounds: [{ id: 'r1', name: 'Africa final' }] },
        },
      }),
      'POST /invitations/tok-1/accept': () => accepted({ permissions: [{ resource: 'judging', actions: ['score'] }] }),
    });
    open();
    expect(
      await screen.findByText('You are invited to the team as Judge. Choose your password for noor@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Editor/)).not.toBeInTheDocument();
    expect(screen.getByText('You will judge: Africa final.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Sceptre-And-Crown-2027!');
    await user.type(screen.getByLabelText('Confirm password'), 'Sceptre-And-Crown-2027!');
    await user.click(screen.getByRole('button', { name: 'Set my password and sign in' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/judging'));
  });

  it('explains when the link is no longer valid', async () => {
    mockApi({
      'GET /invitations/tok-1': () => ({
        status: 404,
        body: { success: false, message: 'This invitation link is not valid any more.' },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Invitation not valid' })).toBeInTheDocument();
  });
});
