import { type AdminDeletionRequest, PRIVACY_MESSAGES } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys';
import { mockApi } from '#web/test/mock-api';
import { renderRoute } from '#web/test/render';
import { DeletionRequestsPanel } from './deletion-requests-panel';

const PENDING: AdminDeletionRequest = {
  id: 'd1',
  state: 'pending',
  requestedAt: '2026-11-20T09:00:00.000Z',
  erasedAt: null,
  userId: 'u1',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  registrationStatus: 'preliminary_submitted',
  erasedBy: null,
};
const ERASED: AdminDeletionRequest = {
  ...PENDING,
  state: 'erased',
  erasedAt: '2026-11-21T09:00:00.000Z',
  name: null,
  email: null,
  registrationStatus: null,
  erasedBy: 'staff@example.com',
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function open(canErase: boolean) {
  let requests = [PENDING];
  const server = mockApi({
    'GET /admin/privacy/deletion-requests': () => ({ body: { success: true, data: { requests } } }),
    'POST /admin/privacy/deletion-requests/d1/erase': () => {
      requests = [ERASED];
      return { body: { success: true, message: PRIVACY_MESSAGES.erased, data: ERASED } };
    },
  });
  renderRoute(<DeletionRequestsPanel canErase={canErase} />, { at: '/admin/users', path: '/admin/users' });
  return server;
}

describe('Requests to delete an account', { timeout: 30_000 }, () => {
  it('shows who asked, erases only after the confirmation, then lists the request as carried out, naming no one', async () => {
    const server = open(true);
    expect(await screen.findByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.getByText(/amara@example\.com · Submitted \/ Under Review/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this account?' });
    expect(dialog).toHaveTextContent('The account of Amara Okafor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /admin/privacy/deletion-requests/d1/erase')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('Erased account')).toBeInTheDocument();
    expect(screen.queryByText('Amara Okafor')).toBeNull();
    expect(screen.getByText(/by staff@example\.com/)).toBeInTheDocument();
    expect(await screen.findByText(PRIVACY_MESSAGES.erased)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/privacy/deletion-requests/d1/erase')).toHaveLength(1);
  });

  it('offers no Erase button to staff who may only read users', async () => {
    open(false);
    expect(await screen.findByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase' })).toBeNull();
  });
});
