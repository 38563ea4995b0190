import type { AdminUserSummary } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { JUDGE_INVITE, sampleJudgeInvitation, signInStaffAs, storeStaff } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import UsersPage from './users-page';

const ZARA: AdminUserSummary = {
  _id: '2b1f7b4e-0000-4000-8000-000000000002',
  firstName: 'Zara',
  lastName: 'Khan',
  email: 'zara@example.com',
  role: 'hr',
  isActive: false,
  isEmailVerified: true,
  paymentStatus: null,
  lastLogin: null,
  createdAt: '2026-01-05T09:00:00.000Z',
};

beforeEach(() => {
  signInStaffAs({ _id: 'me', email: 'staff@example.com', role: 'admin', permissions: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const JUDGE_INVITATION = sampleJudgeInvitation();

function open(at = '/admin/users', invitations: object[] = [], wrap = (page: ReactElement) => page) {
  const server = mockApi({
    'GET /admin/invitations/rounds': () => ({
      body: {
        success: true,
        data: {
          rounds: [
            { id: '6a0c7a52-1f0e-4b43-9a51-6f1d2c3b4a01', name: 'Africa final', season: 2027 },
            { id: '6a0c7a52-1f0e-4b43-9a51-6f1d2c3b4a02', name: 'Europe final', season: 2027 },
          ],
        },
      },
    }),
    'GET /admin/users': () => ({
      body: { success: true, data: { users: [ZARA], total: 1, page: 1, pageSize: 25 } },
    }),
    'GET /admin/invitations': () => ({ body: { success: true, data: { invitations } } }),
    'GET /admin/privacy/deletion-requests': () => ({ body: { success: true, data: { requests: [] } } }),
    'GET /admin/settings/second-factor': () => ({ body: { success: true, data: { policy: 'sensitive' } } }),
    'GET /admin/privacy/retention': () => ({
      body: {
        success: true,
        data: {
          rule: { enabled: false, months: 12, rejected: true, abandoned: true, enabledAt: null, enabledBy: null },
          dryRun: { cutoff: '2025-11-26T10:00:00.000Z', count: 0 },
          lastRun: null,
        },
      },
    }),
    'POST /admin/invitations': () => ({
      body: {
        success: true,
        message: 'Invitation sent: the link works for 72 hours.',
        data: {
          id: 'i1',
          email: 'noor@example.com',
          firstName: 'Noor',
          lastName: 'Haddad',
          role: 'editor',
          permissions: [],
          preset: 'custom',
          rounds: [],
          state: 'pending',
          invitedBy: null,
          createdAt: '2026-11-26T10:00:00.000Z',
          expiresAt: '2026-11-29T10:00:00.000Z',
        },
      },
    }),
  });
  const view = renderRoute(wrap(<UsersPage />), { at, path: '/admin/users' });
  const queries = () =>
    server.fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname.endsWith('/admin/users'))
      .map((u) => u.search);
  return { ...view, queries, server };
}

describe('users list', () => {
  it('lists users with a link to each, their role and state', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Zara Khan' });
    expect(link).toHaveAttribute('href', `/admin/users/${ZARA._id}`);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('HR')).toBeInTheDocument();
    expect(within(table).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('searches once typing pauses, and sends the role and state filters', async () => {
    const { queries, router } = open();
    await screen.findByRole('link', { name: 'Zara Khan' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'za' } });
    fireEvent.change(search, { target: { value: 'zara' } });
    await waitFor(() => expect(queries()).toContain('?q=zara&page=1'));
    expect(queries().filter((q) => q.includes('q=za&'))).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'super admin' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'false' } });
    await waitFor(() => expect(queries()).toContain('?q=zara&role=super+admin&active=false&page=1'));
    expect(router.state.location.search).toBe('?q=zara&role=super+admin&active=false');
  });

  it('invites someone with a role and the permissions the inviter holds', async () => {
    storeStaff({
      _id: 'me',
      email: 'staff@example.com',
      role: 'admin',
      permissions: [
        { resource: 'users', actions: ['read', 'update'] },
        { resource: 'contestants', actions: ['read'] },
      ],
    });
    const { server } = open();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    // Only the presets whose permissions she holds are offered; here she ticks permissions herself.
    expect(within(form).getByRole('combobox', { name: 'Their job' })).toHaveValue('custom');
    expect(within(form).queryByRole('option', { name: 'Judge' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('See the payments and refunds')).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'noor@example.com' } });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Noor' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Haddad' } });
    fireEvent.click(within(form).getByLabelText('See the contestants and their registrations'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.callsTo('POST /admin/invitations')).toHaveLength(1));
    expect(server.callsTo('POST /admin/invitations')[0]?.body).toEqual({
      email: 'noor@example.com',
      firstName: 'Noor',
      lastName: 'Haddad',
      role: 'editor',
      permissions: [{ resource: 'contestants', actions: ['read'] }],
      preset: 'custom',
    });
  });

  it('invites a judge with the Judge preset: its permissions in sentences, and the rounds she will judge', async () => {
    storeStaff({ _id: 'me', email: 'chief@example.com', role: 'super admin', permissions: [] });
    const { server } = open('/admin/users', [JUDGE_INVITATION]);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'imani@judges.example' } });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Imani' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Okafor' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Their job' }), { target: { value: 'judge' } });
    expect(within(form).getByText('Score the delegates of the rounds she is assigned to')).toBeInTheDocument();
    expect(within(form).queryByText(/judging: score/)).not.toBeInTheDocument();
    fireEvent.click(await within(form).findByLabelText('Africa final · 2027'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.callsTo('POST /admin/invitations')).toHaveLength(1));
    expect(server.callsTo('POST /admin/invitations')[0]?.body).toEqual({
      ...JUDGE_INVITE,
      roundIds: ['6a0c7a52-1f0e-4b43-9a51-6f1d2c3b4a01'],
    });
    // The list says what each person was given, in words.
    const item = screen.getByText('imani@judges.example', { exact: false }).closest('li') as HTMLElement;
    expect(within(item).getByText('Judge')).toBeInTheDocument();
    expect(within(item).getByText('Given: Score the delegates of the rounds she is assigned to')).toBeInTheDocument();
    expect(within(item).getByText('Judges: Africa final')).toBeInTheDocument();
  });
});

describe('users page in French', () => {
  it('names its columns, filters, roles and states in French, and the panels beneath it too', async () => {
    const messages = await loadMessages('fr');
    open('/admin/users', [], (page) => (
      <LocaleProvider locale="fr" messages={messages}>
        {page}
      </LocaleProvider>
    ));
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(await within(table).findByRole('link', { name: 'Zara Khan' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dernière connexion' })).toBeInTheDocument();
    expect(within(table).getByText('RH')).toBeInTheDocument();
    expect(within(table).getByText('Désactivé')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'État' })).toBeInTheDocument();
    expect(await screen.findByText('Demandes de suppression de compte')).toBeInTheDocument();
    expect(screen.queryByText('Deactivated')).toBeNull();
  });
});
