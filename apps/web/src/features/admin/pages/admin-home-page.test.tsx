import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { signInStaffAs } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import AdminHomePage from './admin-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the back office’s overview', () => {
  it('sends a judge with no back-office section to her rounds instead of an empty overview', async () => {
    signInStaffAs({
      _id: 'j1',
      email: 'imani@judges.example',
      role: 'editor',
      permissions: [{ resource: 'judging', actions: ['score'] }],
    });
    const server = mockApi({});
    renderRoute(<AdminHomePage />, { at: '/admin', path: '/admin' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/judging'));
    expect(screen.queryByText(/no back-office permissions/)).not.toBeInTheDocument();
    expect(server.callsTo('GET /admin/overview')).toHaveLength(0);
  });
});

describe('the back office’s overview in French', () => {
  it('names its figures, the registrations’ statuses and its money in French', async () => {
    signInStaffAs({
      _id: 'a1',
      email: 'office@example.com',
      role: 'admin',
      permissions: [{ resource: 'contestants', actions: ['read'] }],
    });
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

describe('the overview’s recent activity in French', () => {
  it('says who did what to whom as the audit log does, the server’s English account beneath', async () => {
    signInStaffAs({ _id: 'a1', email: 'office@example.com', role: 'super admin', permissions: [] });
    const summary = 'Changed the role of zara@example.com from User to Editor';
    mockApi({
      'GET /admin/overview': () => ({
        body: {
          success: true,
          data: {
            contestants: null,
            todos: null,
            inquiries: null,
            payments: null,
            recentActivity: [
              {
                _id: 'e1',
                actorId: 'a2',
                actorEmail: 'ana@example.com',
                actorName: 'Ana Silva',
                action: 'users.role_change',
                resource: 'users',
                recordId: '2b1f7b4e-0000-4000-8000-000000000002',
                recordName: 'Zara Khan',
                summary,
                details: { from: 'user', to: 'editor' },
                createdAt: '2026-03-09T10:00:00.000Z',
              },
            ],
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
    expect(await screen.findByRole('link', { name: 'Zara Khan' })).toHaveAttribute(
      'href',
      '/admin/users/2b1f7b4e-0000-4000-8000-000000000002',
    );
    expect(screen.getByText('Zara Khan').closest('p')).toHaveTextContent('Ana Silva a changé le rôle de Zara Khan');
    expect(screen.getByText(summary)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^ana@example\.com · 9 mars 2026/)).toBeInTheDocument();
  });
});
