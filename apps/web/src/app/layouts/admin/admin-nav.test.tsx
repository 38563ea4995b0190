import type { ThreadList } from '@cq/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffThreadsKey } from '../../../features/admin/messages/api/threads';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { type StoredStaff, signInStaffAs } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { AdminNav } from './admin-nav';

function signInStaff(permissions: StoredStaff['permissions']) {
  signInStaffAs({
    _id: '2b1f7b4e-0000-4000-8000-000000000003',
    email: 'office@example.com',
    firstName: 'Sade',
    lastName: 'Bello',
    role: 'editor',
    permissions,
  });
}

beforeEach(() => signInStaff([{ resource: 'contestants', actions: ['read'] }]));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the back office menu’s unread answers', () => {
  it('shows how many contestant answers are unread next to Messages, and follows the inbox', async () => {
    const api = mockApi({
      'GET /admin/messages/unread-count': () => ({ body: { success: true, data: { count: 3 } } }),
    });
    const { queryClient } = renderRoute(<AdminNav />, { at: '/admin', path: '/admin' });
    expect(await screen.findByRole('link', { name: /^Messages\s*3 unread answers$/ })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    expect(screen.getByTestId('unread-answers')).toHaveTextContent('3');
    expect(api.calls.filter((c) => c.path === '/admin/messages/unread-count')).toHaveLength(1);

    // The inbox, once loaded, says how many are left: the badge follows without asking again.
    queryClient.setQueryData<ThreadList>(staffThreadsKey, { unreadCount: 0, threads: [] });
    await waitFor(() => expect(screen.queryByTestId('unread-answers')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('asks again once a conversation is opened (her answers are then read)', async () => {
    let count = 2;
    const api = mockApi({
      'GET /admin/messages/unread-count': () => ({ body: { success: true, data: { count } } }),
    });
    const { queryClient } = renderRoute(<AdminNav />, { at: '/admin', path: '/admin' });
    expect(await screen.findByTestId('unread-answers')).toHaveTextContent('2');
    count = 1;
    queryClient.setQueryData([...staffThreadsKey, 'a-thread'], { posts: [] });
    await waitFor(() => expect(screen.getByTestId('unread-answers')).toHaveTextContent('1'));
    expect(api.calls.filter((c) => c.path === '/admin/messages/unread-count')).toHaveLength(2);
  });

  it('asks nothing for staff who may not read the conversations', async () => {
    signInStaff([{ resource: 'payments', actions: ['read'] }]);
    const api = mockApi({});
    renderRoute(<AdminNav />, { at: '/admin', path: '/admin' });
    expect(await screen.findByRole('link', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('names the sections and the unread answers in Arabic', async () => {
    mockApi({ 'GET /admin/messages/unread-count': () => ({ body: { success: true, data: { count: 3 } } }) });
    renderRoute(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <AdminNav />
      </LocaleProvider>,
      { at: '/admin', path: '/admin' },
    );
    expect(await screen.findByRole('link', { name: /^الرسائل\s*3 ردود غير مقروءة$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المتسابقات' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'لوحة الإدارة' })).toBeInTheDocument();
  });
});
