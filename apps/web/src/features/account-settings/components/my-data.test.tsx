import { PRIVACY_MESSAGES } from '@cq/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TEST_USER } from '../../../test/users';
import { DATA_EXPORT_POLL_MS } from '../api/privacy';
import { MyData } from './my-data';

const preparing = {
  id: 'e1',
  state: 'preparing',
  requestedAt: '2026-11-20T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  size: null,
};
const ready = {
  ...preparing,
  state: 'ready',
  readyAt: '2026-11-20T10:01:00.000Z',
  expiresAt: '2026-11-23T10:01:00.000Z',
  downloadUrl: '/api/data-exports/e1/download?expires=1795000000&signature=abc',
  size: 3 * 1024 * 1024,
};
const envelope = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
const renderCard = () => renderRoute(<MyData />, { at: '/user/settings', path: '/user/settings' });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(TEST_USER));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Your data', { timeout: 30_000 }, () => {
  it('asks for a copy, says it is being prepared, and shows the download once the server has it ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: unknown = null;
    const server = mockApi({
      'GET /users/me/data-export': () => envelope({ dataExport: current }),
      'POST /users/me/data-export': () => {
        current = preparing;
        return envelope({ dataExport: preparing }, PRIVACY_MESSAGES.exportRequested);
      },
      'GET /users/me/deletion-request': () => envelope({ deletionRequest: null }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a copy of my data' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.exportRequested)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparing your copy…' })).toBeDisabled();
    expect(server.callsTo('POST /users/me/data-export')).toHaveLength(1);

    // Ready on the server: the next poll shows the link.
    current = ready;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS);
    });
    const link = await screen.findByRole('link', { name: 'Download ZIP' });
    expect(link).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/Your copy is ready \(3\.0 MB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new copy' })).toBeEnabled();
    // Once ready it stops asking.
    const polls = server.callsTo('GET /users/me/data-export').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS * 3);
    });
    expect(server.callsTo('GET /users/me/data-export')).toHaveLength(polls);
  });

  it('asks to delete the account only after the confirmation, then shows the request as pending', async () => {
    const server = mockApi({
      'GET /users/me/data-export': () => envelope({ dataExport: null }),
      'GET /users/me/deletion-request': () => envelope({ deletionRequest: null }),
      'POST /users/me/deletion-request': () =>
        envelope(
          { deletionRequest: { id: 'd1', state: 'pending', requestedAt: '2026-11-21T09:30:00.000Z', erasedAt: null } },
          PRIVACY_MESSAGES.deletionRequested,
        ),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /users/me/deletion-request')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText(/You asked for your account to be deleted on 21 Nov 2026/)).toBeInTheDocument();
    expect(server.callsTo('POST /users/me/deletion-request')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'GET /users/me/data-export': () => envelope({ dataExport: null }),
      'GET /users/me/deletion-request': () => envelope({ deletionRequest: null }),
      'POST /users/me/deletion-request': () => ({
        status: 403,
        body: { success: false, code: 'forbidden', message: PRIVACY_MESSAGES.deletionStaffAccount },
      }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.deletionStaffAccount);
  });
});
