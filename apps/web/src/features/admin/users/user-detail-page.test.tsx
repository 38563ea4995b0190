import type { AdminUser, PermissionEntry, UserDetail } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { sampleAdminUser, sampleAuditEntry, signInStaffAs, TARGET_USER_ID } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import UserDetailPage from './user-detail-page';

const ME = '2b1f7b4e-0000-4000-8000-000000000001';
const TARGET = TARGET_USER_ID;

function signIn(role: string, permissions: PermissionEntry[], id = ME) {
  signInStaffAs({ _id: id, email: 'staff@example.com', firstName: 'Ife', lastName: 'Bello', role, permissions });
}

const buildTarget = sampleAdminUser;

const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });

function open(target: AdminUser, routes: Parameters<typeof mockApi>[0] = {}, wrap = (page: ReactElement) => page) {
  const detail: UserDetail = {
    user: target,
    history: [
      sampleAuditEntry({
        _id: 'a1',
        actorId: ME,
        actorEmail: 'staff@example.com',
        actorName: 'Ada Staff',
        details: {},
      }),
    ],
  };
  const server = mockApi({
    [`GET /admin/users/${TARGET}`]: () => ok(detail),
    [`GET /admin/users/${TARGET}/consents`]: () => ok({ consents: [] }),
    ...routes,
  });
  // Away from '/', the app mounts its toaster at once (the outcome of each change is a toast).
  window.history.pushState({}, '', '/admin/users');
  renderRoute(wrap(<UserDetailPage />), { at: `/admin/users/${TARGET}`, path: '/admin/users/:id' });
  return server;
}

const USERS_MANAGE = { resource: 'users', actions: ['manage'] };
const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user detail: role', () => {
  it('offers only the roles up to the actor’s own rank, and sends the chosen one', async () => {
    signIn('admin', [USERS_MANAGE]);
    const server = open(buildTarget(), {
      [`PATCH /admin/users/${TARGET}/role`]: () => ok({ user: buildTarget({ role: 'hr' }) }, 'Role changed.'),
    });
    const select = await screen.findByRole('combobox', { name: 'Role' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'HR', 'Editor', 'User']);
    expect(screen.getByText('You can give roles up to your own (Admin).')).toBeInTheDocument();
    expect(screen.getByText('Changed the role of zara@example.com from User to Editor')).toBeInTheDocument();
    // Her history says what happened in words, naming who did it.
    expect(screen.getByText(/changed/, { selector: 'p' })).toHaveTextContent('Ada Staff changed Zara Ndlovu’s role');

    fireEvent.change(select, { target: { value: 'hr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed.')).toBeInTheDocument();
    expect(server.callsTo(`PATCH /admin/users/${TARGET}/role`).map((c) => c.body)).toEqual([{ role: 'hr' }]);
  });

  it('is disabled, with the reason, for a user ranked above the actor', async () => {
    signIn('hr', [USERS_MANAGE]);
    open(buildTarget({ role: 'admin' }));
    const select = await screen.findByRole('combobox', { name: 'Role' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(/Their role ranks above yours \(HR\)/);
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    expect(box('contestants: read')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate account' })).toBeDisabled();
  });

  it('shows the server’s reason when it refuses', async () => {
    signIn('super admin', []);
    open(buildTarget({ role: 'super admin' }), {
      [`PATCH /admin/users/${TARGET}/role`]: () => ({
        status: 409,
        body: { success: false, message: 'This is the last active super admin.', code: 'conflict' },
      }),
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('This is the last active super admin.')).toBeInTheDocument();
  });
});

describe('user detail: permissions', () => {
  it('enables only what the actor may grant or the user holds, and sends the grid as the body', async () => {
    signIn('admin', [USERS_MANAGE, { resource: 'contestants', actions: ['read', 'export'] }]);
    const target = buildTarget({ permissions: [{ resource: 'payments', actions: ['read'] }] });
    const server = open(target, {
      [`PUT /admin/users/${TARGET}/permissions`]: (call) =>
        ok({ user: { ...target, ...(call.body as object) } }, 'Permissions saved.'),
    });
    await screen.findByRole('checkbox', { name: 'contestants: read' });
    expect(box('contestants: read')).toBeEnabled();
    expect(box('contestants: update')).toBeDisabled();
    expect(box('contestants: manage')).toBeDisabled();
    expect(box('payments: read')).toBeChecked();
    expect(box('payments: read')).toBeEnabled();
    expect(box('settings: read')).toBeDisabled();
    expect(box('users: manage')).toBeEnabled();

    fireEvent.click(box('contestants: export'));
    fireEvent.click(box('contestants: read'));
    fireEvent.click(box('payments: read'));
    fireEvent.click(box('users: manage'));
    // 'manage' covers the row: its other boxes show as held and cannot be changed on their own.
    expect(box('users: read')).toBeChecked();
    expect(box('users: read')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Permissions saved.')).toBeInTheDocument();
    expect(server.callsTo(`PUT /admin/users/${TARGET}/permissions`).map((c) => c.body)).toEqual([
      {
        permissions: [
          { resource: 'contestants', actions: ['read', 'export'] },
          { resource: 'users', actions: ['manage'] },
        ],
      },
    ]);
  });

  it('hides every change control from staff who may only read users', async () => {
    signIn('admin', [{ resource: 'users', actions: ['read'] }]);
    open(buildTarget({ permissions: [{ resource: 'audit', actions: ['read'] }] }));
    expect(await screen.findByText('zara@example.com')).toBeInTheDocument();
    expect(screen.getByText(': read')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Save/ })).not.toBeInTheDocument();
  });
});

describe('user detail: activation', () => {
  it('deactivates after a confirmation', async () => {
    signIn('admin', [USERS_MANAGE]);
    const server = open(buildTarget(), {
      [`POST /admin/users/${TARGET}/deactivate`]: () =>
        ok({ user: buildTarget({ isActive: false }) }, 'Account deactivated: every session of this user has ended.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    expect(server.callsTo(`POST /admin/users/${TARGET}/deactivate`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/every session of this user has ended/)).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/users/${TARGET}/deactivate`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not offer self-deactivation', async () => {
    signIn('admin', [USERS_MANAGE], TARGET);
    open(buildTarget({ role: 'admin' }));
    const button = await screen.findByRole('button', { name: 'Deactivate account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You cannot deactivate your own account.');
  });
});

describe('user detail: account actions', () => {
  it('sends a verification e-mail to an unverified address and ends every session after a confirmation', async () => {
    signIn('admin', [USERS_MANAGE]);
    const server = open(buildTarget({ isEmailVerified: false }), {
      [`POST /admin/users/${TARGET}/actions/send-verification`]: () =>
        ok(
          { user: buildTarget({ isEmailVerified: false }) },
          'A new verification link is on its way to their address.',
        ),
      [`POST /admin/users/${TARGET}/actions/end-sessions`]: () =>
        ok({ user: buildTarget() }, 'Every session of this user has ended: they sign in again on each device.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send verification e-mail' }));
    expect(await screen.findByText('A new verification link is on its way to their address.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End every session?' });
    expect(server.callsTo(`POST /admin/users/${TARGET}/actions/end-sessions`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText(/Every session of this user has ended/)).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/users/${TARGET}/actions/end-sessions`)).toHaveLength(1);
  });

  it('offers no verification e-mail for a verified address, and no ending of one’s own sessions', async () => {
    signIn('admin', [USERS_MANAGE], TARGET);
    open(buildTarget({ role: 'admin' }));
    expect(await screen.findByRole('button', { name: 'Send password-reset link' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send verification e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
  });
});

describe('user detail: two-step sign-in', () => {
  const RESET_DONE = 'Two-step sign-in was reset. The person has been told by e-mail and will set it up again.';

  it('lets a super admin reset a lost second factor, after a confirmation', async () => {
    signIn('super admin', []);
    const server = open(buildTarget({ secondFactor: true }), {
      [`POST /admin/users/${TARGET}/second-factor/reset`]: () => ok({ user: buildTarget() }, RESET_DONE),
    });
    expect(await screen.findByText('Set up: sign-in asks for a code from an authenticator app.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(server.callsTo(`POST /admin/users/${TARGET}/second-factor/reset`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText(RESET_DONE)).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/users/${TARGET}/second-factor/reset`)).toHaveLength(1);
  });

  it('offers no reset below super admin, nor on one’s own account', async () => {
    signIn('admin', [USERS_MANAGE]);
    open(buildTarget({ secondFactor: true }));
    expect(await screen.findByText('Set up: sign-in asks for a code from an authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });
});

describe('user detail in Arabic', () => {
  it('reads its panels, facts and permissions in Arabic, the grid’s boxes named by their words', async () => {
    signIn('super admin', []);
    const messages = await loadMessages('ar');
    open(buildTarget(), {}, (page) => (
      <LocaleProvider locale="ar" messages={messages}>
        {page}
      </LocaleProvider>
    ));
    expect(await screen.findByRole('heading', { name: 'Zara Khan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الصلاحيات' })).toBeInTheDocument();
    expect(screen.getByText('تم التحقق من البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'المدفوعات: التصدير' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعطيل الحساب' })).toBeInTheDocument();
    expect(screen.queryByText('Permissions')).toBeNull();
  });
});
