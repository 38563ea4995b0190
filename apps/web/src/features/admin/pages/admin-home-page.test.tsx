import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
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

describe('the back office’s overview in French', () => {
  it('names its figures, the registrations’ statuses and its money in French', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        _id: 'a1',
        email: 'office@example.com',
        role: 'admin',
        permissions: [{ resource: 'contestants', actions: ['read'] }],
      }),
    );
    mockApi({
      'GET /admin/overview': () => ({
        body: {
          success: true,
          data: {
            contestants: { total: 1250, byStatus: { preliminary_submitted: 3 }, awaitingReview: 3 },
            todos: null,
            inquiries: null,
            payments: { paidCount: 2, pendingCount: 0, paidByCurrency: [{ currency: 'USD', amountMinor: 125050 }] },
            recentActivity: [],
          },
        },
      }),
    });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <AdminHomePage />
      </LocaleProvider>,
      { at: '/admin', path: '/admin' },
    );
    expect(await screen.findByText('En attente d’examen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vue d’ensemble' })).toBeInTheDocument();
    expect(screen.getByText('Session ouverte avec office@example.com (administrateur).')).toBeInTheDocument();
    expect(screen.getByText('Envoyée / En cours d’examen')).toBeInTheDocument();
    expect(screen.getByText(/^1\s250$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\s250,50\s\$US$/)).toBeInTheDocument();
    expect(screen.getByText('Rien pour le moment.')).toBeInTheDocument();
  });
});
