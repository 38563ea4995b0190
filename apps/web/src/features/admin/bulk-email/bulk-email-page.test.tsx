import type { BulkEmail } from '@cq/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PROGRESS_REFRESH_MS } from './api/bulk-emails';
import BulkEmailPage from './bulk-email-page';

const ROUND_ID = '3c9e2a41-7b5d-4f60-8a1e-2d4c6b8f0a13';
const SENDING: BulkEmail = {
  id: 'b1',
  subject: 'Fittings in Lagos',
  audience: { continent: 'Africa' },
  state: 'sending',
  recipients: 40,
  queued: 40,
  sent: 12,
  failed: 1,
  createdBy: 'me',
  createdAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ _id: 'me', email: 'staff@example.com', role: 'super admin', permissions: [] }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(at = '/admin/bulk-email?continent=Africa&status=bogus', list: BulkEmail[][] = [[]]) {
  let listed = 0;
  const server = mockApi({
    'GET /admin/bulk-emails': () => ({
      body: { success: true, data: { bulkEmails: list[Math.min(listed++, list.length - 1)] } },
    }),
    'GET /admin/judging/rounds': () => ({
      body: {
        success: true,
        data: {
          rounds: [
            {
              id: ROUND_ID,
              season: 2026,
              slug: 'africa-2026-final',
              name: 'Final',
              continent: 'Africa',
              kind: 'final',
              status: 'draft',
              rules: {
                segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
                scale: { min: 1, max: 10, step: 0.5 },
                dropHighLow: false,
                advanceCount: 1,
                tieBreakSegment: 'interview',
              },
            },
          ],
        },
      },
    }),
    'POST /admin/bulk-emails/preview': () => ({
      body: {
        success: true,
        data: {
          recipients: 2,
          unsubscribed: 1,
          samples: [
            { to: 'amara@example.com', subject: 'News for Africa', text: 'Hello Amara,\n\nDear Amara, see you.' },
            { to: 'zola@example.com', subject: 'News for Africa', text: 'Hello Zola,\n\nDear Zola, see you.' },
          ],
        },
      },
    }),
    'POST /admin/bulk-emails/test': () => ({
      body: { success: true, message: 'A test copy is on its way to your address.', data: {} },
    }),
    'POST /admin/bulk-emails': ({ body }) => ({
      body: {
        success: true,
        message: 'Your message is on its way: each copy is sent in turn.',
        data: { ...SENDING, id: 'b2', subject: (body as { subject: string }).subject, sent: 0, failed: 0, queued: 0 },
      },
    }),
  });
  // Away from '/', the app mounts its toaster at once (the outcome of each action is a toast).
  window.history.pushState({}, '', '/admin/bulk-email');
  const view = renderRoute(<BulkEmailPage />, { at, path: '/admin/bulk-email' });
  return { ...view, server };
}

async function write(subject: string, message: string) {
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

describe('bulk e-mail page', () => {
  it('starts from the filters it was opened with, ignoring one it does not know', async () => {
    open();
    expect(await screen.findByLabelText('Continent')).toHaveValue('Africa');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('inserts a merge field where the cursor is, and previews the first copies and the count', async () => {
    const { server } = open();
    await write('News for {{continent}}', 'Dear , see you.');
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    message.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: /\{\{firstName\}\}/ }));
    expect(message).toHaveValue('Dear {{firstName}}, see you.');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('2 recipients')).toBeInTheDocument();
    expect(within(preview).getByText(/1 more unsubscribed/)).toBeInTheDocument();
    expect(within(preview).getByText('amara@example.com')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/preview')[0]?.body).toMatchObject({
      audience: { continent: 'Africa' },
      subject: 'News for {{continent}}',
      message: 'Dear {{firstName}}, see you.',
    });
  });

  it('writes to the delegates of a round, for staff who may read the rounds', async () => {
    const { server } = open('/admin/bulk-email');
    const round = await screen.findByLabelText('Round');
    expect(await within(round).findByRole('option', { name: 'Africa — Final (2026)' })).toBeInTheDocument();
    fireEvent.change(round, { target: { value: ROUND_ID } });
    await write('Your round', 'Dear {{firstName}}');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(server.callsTo('POST /admin/bulk-emails/preview')[0]?.body).toMatchObject({
      audience: { roundId: ROUND_ID },
    });
  });

  it('names an unknown merge field before anything is sent', async () => {
    const { server } = open();
    await write('Hello', 'Hi {{nickname}}');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/Unknown merge field: \{\{nickname\}\}/)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/preview')).toHaveLength(0);
  });

  it('sends a test to oneself', async () => {
    const { server } = open();
    await write('Hello', 'Hi {{firstName}}');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('A test copy is on its way to your address.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/test')).toHaveLength(1);
  });

  it('asks with the number reached, then sends once, with the request id a retry would repeat', async () => {
    const { server } = open();
    await write('Fittings', 'Hi {{firstName}}');
    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(within(dialog).getByText(/It goes to 2 contestants/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2' }));
    expect(await screen.findByText('Your message is on its way: each copy is sent in turn.')).toBeInTheDocument();
    const sent = server.callsTo('POST /admin/bulk-emails');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ subject: 'Fittings', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('shows each message’s progress and reads it again while one is under way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = open('/admin/bulk-email', [[SENDING], [{ ...SENDING, state: 'done', sent: 39 }]]);
    expect(await screen.findByText('Fittings in Lagos')).toBeInTheDocument();
    expect(screen.getByText(/12 of 40 sent/)).toBeInTheDocument();
    expect(screen.getByText(/1 failed/)).toBeInTheDocument();
    expect(screen.getByText('Africa', { selector: 'p' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_REFRESH_MS);
    });
    expect(await screen.findByText(/39 of 40 sent/)).toBeInTheDocument();
    const reads = server.callsTo('GET /admin/bulk-emails').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_REFRESH_MS * 3);
    });
    // Done: no more polling.
    expect(server.callsTo('GET /admin/bulk-emails')).toHaveLength(reads);
  });
});
