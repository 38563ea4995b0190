import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import AdminHomePage from './admin-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the back office’s overview', () => {
  it('sends a judge with no back-office section to her rounds instead of an empty overview', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        _id: 'j1',
        email: 'imani@judges.example',
        role: 'editor',
        permissions: [{ resource: 'judging', actions: ['score'] }],
      }),
    );
    const server = mockApi({});
    renderRoute(<AdminHomePage />, { at: '/admin', path: '/admin' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/judging'));
    expect(screen.queryByText(/no back-office permissions/)).not.toBeInTheDocument();
    expect(server.callsTo('GET /admin/overview')).toHaveLength(0);
  });
});
