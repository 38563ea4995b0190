import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import {
  INQUIRY_ID,
  okAnswer,
  sampleInquiry,
  sampleInquiryDetail,
  sampleInquiryList,
  signInStaffAs,
} from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import InboxPage from './inbox-page';

const ID = INQUIRY_ID;
const ITEM = sampleInquiry();
const DETAIL = sampleInquiryDetail();
const list = () => okAnswer(sampleInquiryList([ITEM]));

beforeEach(() => {
  signInStaffAs({
    _id: '2b1f7b4e-0000-4000-8000-000000000003',
    email: 'inbox@example.com',
    firstName: 'Sade',
    lastName: 'Bello',
    role: 'editor',
    permissions: [{ resource: 'inquiries', actions: ['read', 'update'] }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Inbox page', () => {
  it('lists the messages with the unhandled counts, opens one and sends a reply with the right body', async () => {
    const replied = {
      ...DETAIL,
      handled: true,
      handledAt: '2026-03-02T09:00:00.000Z',
      replies: [
        {
          _id: '5e0c3a1b-0000-4000-8000-000000000002',
          toEmail: 'kenji@example.jp',
          subject: 'Re: Sakura Tea House · Event Sponsorship / Funding Support',
          body: 'Thank you, Kenji. Our partnerships team will call you this week.',
          author: { _id: '2b1f7b4e-0000-4000-8000-000000000003', name: 'Sade Bello', email: 'inbox@example.com' },
          createdAt: '2026-03-02T09:00:00.000Z',
        },
      ],
    };
    const server = mockApi({
      'GET /admin/inquiries': list,
      [`GET /admin/inquiries/sponsorship/${ID}`]: () => ({ body: { success: true, data: { inquiry: DETAIL } } }),
      [`POST /admin/inquiries/sponsorship/${ID}/reply`]: () => ({
        body: { success: true, message: 'Your reply is on its way.', data: { inquiry: replied } },
      }),
    });
    renderRoute(<InboxPage />, { at: '/admin/inbox', path: '/admin/inbox' });

    const types = await screen.findByRole('group', { name: 'Type of message' });
    expect(await within(types).findByRole('button', { name: /^All 3 ?unhandled$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(types).getByRole('button', { name: /^Contact 2 ?unhandled$/ })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Kenji' }));
    expect(
      await screen.findByText('We would like to present the cultural gala of the Asian final.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sakura Tea House', { selector: 'dd' })).toBeInTheDocument();

    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveValue('Re: Sakura Tea House · Event Sponsorship / Funding Support');
    expect(screen.getByLabelText('Mark as handled')).toBeChecked();
    await userEvent.type(
      screen.getByLabelText('Message'),
      'Thank you, Kenji. Our partnerships team will call you this week.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(server.callsTo(`POST /admin/inquiries/sponsorship/${ID}/reply`)).toHaveLength(1));
    expect(server.callsTo(`POST /admin/inquiries/sponsorship/${ID}/reply`)[0]?.body).toEqual({
      subject: 'Re: Sakura Tea House · Event Sponsorship / Funding Support',
      message: 'Thank you, Kenji. Our partnerships team will call you this week.',
      markHandled: true,
    });
    expect(await screen.findByText('Replies (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark unhandled' })).toBeInTheDocument();
  });

  it('asks for a message before sending, and sends nothing', async () => {
    const server = mockApi({
      'GET /admin/inquiries': list,
      [`GET /admin/inquiries/sponsorship/${ID}`]: () => ({ body: { success: true, data: { inquiry: DETAIL } } }),
    });
    renderRoute(<InboxPage />, { at: `/admin/inbox?open=sponsorship:${ID}`, path: '/admin/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks a message handled from the detail', async () => {
    const server = mockApi({
      'GET /admin/inquiries': list,
      [`GET /admin/inquiries/sponsorship/${ID}`]: () => ({ body: { success: true, data: { inquiry: DETAIL } } }),
      [`POST /admin/inquiries/sponsorship/${ID}/handled`]: () => ({
        body: { success: true, data: { inquiry: { ...DETAIL, handled: true, handledAt: '2026-03-02T09:00:00.000Z' } } },
      }),
    });
    renderRoute(<InboxPage />, { at: `/admin/inbox?open=sponsorship:${ID}`, path: '/admin/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('button', { name: 'Mark unhandled' })).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/inquiries/sponsorship/${ID}/handled`)[0]?.body).toEqual({ handled: true });
  });
});

describe('Inbox page in French', () => {
  it('names its tabs, columns and an opened message’s fields in French', async () => {
    mockApi({
      'GET /admin/inquiries': list,
      [`GET /admin/inquiries/sponsorship/${ID}`]: () => ({ body: { success: true, data: { inquiry: DETAIL } } }),
    });
    const messages = await loadMessages('fr');
    renderRoute(
      <LocaleProvider locale="fr" messages={messages}>
        <InboxPage />
      </LocaleProvider>,
      { at: '/admin/inbox', path: '/admin/inbox' },
    );
    const types = await screen.findByRole('group', { name: 'Type de message' });
    expect(await within(types).findByRole('button', { name: /^Tous 3 ?non traités$/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reçu le' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Kenji' }));
    expect(await screen.findByText('Domaine d’intérêt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme traité' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Répondre par e-mail' })).toBeInTheDocument();
  });
});
