import type { Thread, ThreadList } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import {
  NALEDI,
  officeStaff,
  sampleThread,
  sampleThreadList,
  signInStaffAs,
  storeStaff,
} from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import MessagesPage from './messages-page';
import ThreadPage from './thread-page';

const UNREAD = '5e0c3a1b-0000-4000-8000-000000000001';
const READ = '5e0c3a1b-0000-4000-8000-000000000002';
const LIST: ThreadList = sampleThreadList(UNREAD, READ);
const THREAD: Thread = sampleThread(UNREAD, [UNREAD, '5e0c3a1b-0000-4000-8000-000000000003']);
const ANSWERED: Thread = {
  ...THREAD,
  posts: [
    ...THREAD.posts,
    {
      _id: '5e0c3a1b-0000-4000-8000-000000000004',
      body: 'Thank you, received.',
      fromContestant: false,
      authorName: 'Sade Bello',
      createdAt: '2026-03-01T12:00:00.000Z',
      attachment: null,
    },
  ],
};

beforeEach(() => {
  signInStaffAs(officeStaff('contestants', 'office@example.com'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back office’s messages', () => {
  it('lists conversations with unread answers first, opens one (read), and answers her', async () => {
    let read = false;
    const api = mockApi({
      'GET /admin/messages': () => ({
        body: {
          success: true,
          data: read ? { unreadCount: 0, threads: LIST.threads.map((th) => ({ ...th, unread: false })) } : LIST,
        },
      }),
      [`GET /admin/messages/${UNREAD}`]: () => {
        read = true;
        return { body: { success: true, data: THREAD } };
      },
      [`POST /admin/messages/${UNREAD}/replies`]: () => ({
        body: { success: true, message: 'Answer sent.', data: ANSWERED },
      }),
    });
    renderRoute(<MessagesPage />, {
      at: '/admin/messages',
      path: '/admin/messages',
      routes: [{ path: '/admin/messages/:id', element: <ThreadPage /> }],
    });

    expect(await screen.findByText('1 conversation with unread answers.')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Your passport copy');
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Travel dates');
    expect(within(rows[1] as HTMLElement).queryByText('Unread')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /Your passport copy/ }));
    expect(await screen.findByText('Here is a clearer copy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'passport.pdf' })).toHaveAttribute('href', '/api/message-files/p');
    expect(screen.getByRole('link', { name: 'Her record' })).toHaveAttribute(
      'href',
      `/admin/contestants/${NALEDI._id}`,
    );
    expect(api.callsTo(`GET /admin/messages/${UNREAD}`)).toHaveLength(1);

    await user.type(screen.getByLabelText('Answer'), 'Thank you, received.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, received.', { selector: 'p' })).toBeInTheDocument();
    const body = api.fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith(`/admin/messages/${UNREAD}/replies`) && init?.method === 'POST',
    )?.[1]?.body as FormData;
    expect(body.get('message')).toBe('Thank you, received.');
    expect(body.get('file')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'All messages' }));
    expect(await screen.findByText('No unread answers.')).toBeInTheDocument();
  });

  it('shows no answer form to staff who only read', async () => {
    storeStaff({
      _id: '2b1f7b4e-0000-4000-8000-000000000004',
      email: 'reader@example.com',
      firstName: 'Tomi',
      lastName: 'Ade',
      role: 'editor',
      permissions: [{ resource: 'contestants', actions: ['read'] }],
    });
    mockApi({ [`GET /admin/messages/${UNREAD}`]: () => ({ body: { success: true, data: THREAD } }) });
    renderRoute(<ThreadPage />, { at: `/admin/messages/${UNREAD}`, path: '/admin/messages/:id' });
    expect(await screen.findByText('Here is a clearer copy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});

describe('the back office’s messages in other languages', () => {
  it('lists the conversations in French', async () => {
    mockApi({ 'GET /admin/messages': () => ({ body: { success: true, data: LIST } }) });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <MessagesPage />
      </LocaleProvider>,
      { at: '/admin/messages', path: '/admin/messages' },
    );
    expect(await screen.findByText('1 conversation avec des réponses non lues.')).toBeInTheDocument();
    expect(screen.getByText('Non lue')).toBeInTheDocument();
    expect(screen.getByText('Naledi Dube · 1 réponse de sa part')).toBeInTheDocument();
    expect(screen.getByText('Amara Okafor · 0 réponse de sa part')).toBeInTheDocument();
  });

  it('draws a conversation and the answer form in French', async () => {
    mockApi({ [`GET /admin/messages/${UNREAD}`]: () => ({ body: { success: true, data: THREAD } }) });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <ThreadPage />
      </LocaleProvider>,
      { at: `/admin/messages/${UNREAD}`, path: '/admin/messages/:id' },
    );
    expect(await screen.findByText('Here is a clearer copy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lui répondre' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Réponse/)).toBeInTheDocument();
  });

  it('draws a conversation and the answer form in Arabic', async () => {
    mockApi({ [`GET /admin/messages/${UNREAD}`]: () => ({ body: { success: true, data: THREAD } }) });
    renderRoute(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <ThreadPage />
      </LocaleProvider>,
      { at: `/admin/messages/${UNREAD}`, path: '/admin/messages/:id' },
    );
    expect(await screen.findByText('Here is a clearer copy.')).toBeInTheDocument();
    expect(screen.getByText('مع Naledi Dube')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ملفها' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرد' })).toBeInTheDocument();
  });
});
