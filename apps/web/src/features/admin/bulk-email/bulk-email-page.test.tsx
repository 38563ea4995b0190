import type { BulkEmail } from '@cq/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import {
  sampleBulkEmail,
  sampleRules,
  sampleScheduledBulkEmail,
  sampleTemplate,
  signInStaffAs,
  superAdmin,
} from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PROGRESS_REFRESH_MS } from './api/bulk-emails';
import BulkEmailPage from './bulk-email-page';

const ROUND_ID = '3c9e2a41-7b5d-4f60-8a1e-2d4c6b8f0a13';
const SENDING: BulkEmail = sampleBulkEmail({
  undelivered: [
    { email: 'closed@example.com', outcome: 'bounced', reason: '550 5.1.1 No such user here' },
    { email: 'gone@example.com', outcome: 'bounced', reason: '550 Mailbox disabled' },
    { email: 'full@example.com', outcome: 'failed', reason: '451 Mailbox full' },
  ],
});
const SCHEDULED: BulkEmail = sampleScheduledBulkEmail(SENDING, '2030-01-15T09:00:00.000Z');
const TEMPLATES = [sampleTemplate('2026-11-20T10:00:00.000Z')];

beforeEach(() => {
  signInStaffAs(superAdmin());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(
  at = '/admin/bulk-email?continent=Africa&status=bogus',
  list: BulkEmail[][] = [[]],
  wrap: (page: ReactElement) => ReactElement = (page) => page,
) {
  let listed = 0;
  let attached = 0;
  const server = mockApi({
    'GET /admin/bulk-emails': () => ({
      body: {
        success: true,
        data: { bulkEmails: list[Math.min(listed++, list.length - 1)], timeZone: 'Africa/Lagos' },
      },
    }),
    'GET /admin/bulk-email-templates': () => ({ body: { success: true, data: { templates: TEMPLATES } } }),
    'POST /admin/bulk-email-templates': ({ body }) => {
      const name = (body as { name: string }).name;
      if (name === 'Welcome') {
        return {
          status: 400,
          body: {
            success: false,
            code: 'validation_failed',
            message: 'A template already has this name: choose another one.',
            errors: { name: 'A template already has this name: choose another one.' },
          },
        };
      }
      return {
        body: {
          success: true,
          message: 'Template saved.',
          data: { ...(body as object), id: 't2', updatedAt: '2026-11-27T10:00:00.000Z' },
        },
      };
    },
    'PATCH /admin/bulk-email-templates/t1': ({ body }) => ({
      body: { success: true, message: 'Template renamed.', data: { ...TEMPLATES[0], ...(body as object) } },
    }),
    'DELETE /admin/bulk-email-templates/t1': () => ({
      body: { success: true, message: 'Template deleted.', data: {} },
    }),
    'POST /admin/bulk-emails/b9/cancel': () => ({
      body: {
        success: true,
        message: 'The scheduled message was cancelled: nobody receives it.',
        data: { ...SCHEDULED, state: 'cancelled' },
      },
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
              rules: sampleRules(),
            },
          ],
        },
      },
    }),
    'POST /admin/bulk-emails/preview': ({ body }) => ({
      body: {
        success: true,
        data: {
          recipients: 2,
          unsubscribed: 1,
          // Asked with a Portuguese version: the French recipient reads the English.
          fallback: (body as { translations?: object }).translations ? 1 : 2,
          samples: [
            { to: 'amara@example.com', subject: 'News for Africa', text: 'Hello Amara,\n\nDear Amara, see you.' },
            { to: 'zola@example.com', subject: 'News for Africa', text: 'Hello Zola,\n\nDear Zola, see you.' },
          ],
        },
      },
    }),
    'POST /admin/bulk-email-attachments': () => ({
      body: {
        success: true,
        data: {
          id: `a1b2c3d4-0000-4000-8000-00000000000${++attached}`,
          fileName: 'Travel pack.pdf',
          contentType: 'application/pdf',
          size: 20480,
        },
      },
    }),
    'POST /admin/bulk-emails/test': () => ({
      body: { success: true, message: 'A test copy is on its way to your address.', data: {} },
    }),
    'POST /admin/bulk-emails': ({ body }) => {
      const { subject, sendAt } = body as { subject: string; sendAt: string | null };
      return {
        body: {
          success: true,
          message: sendAt
            ? 'Your message is scheduled: it starts at the time you chose.'
            : 'Your message is on its way: each copy is sent in turn.',
          data: { ...SENDING, id: 'b2', subject, sent: 0, failed: 0, queued: 0, sendAt },
        },
      };
    },
  });
  // Away from '/', the app mounts its toaster at once (the outcome of each action is a toast).
  window.history.pushState({}, '', '/admin/bulk-email');
  const view = renderRoute(wrap(<BulkEmailPage />), { at, path: '/admin/bulk-email' });
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

  it('attaches files, lists them with a remove button, refuses another type, and sends their ids with the message', async () => {
    const { server } = open();
    await write('Travel', 'Hi {{firstName}}');
    const input = screen.getByLabelText('Attach a file');
    const pdf = () => new File(['%PDF-1.4'], 'Travel pack.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('The file must be a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-email-attachments')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [pdf()] } });
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getByText('Travel pack.pdf')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [pdf()] } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(list).getAllByRole('button', { name: 'Remove Travel pack.pdf' })[0] as HTMLElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2' }));
    await waitFor(() => expect(server.callsTo('POST /admin/bulk-emails')).toHaveLength(1));
    expect(server.callsTo('POST /admin/bulk-emails')[0]?.body).toMatchObject({
      attachments: ['a1b2c3d4-0000-4000-8000-000000000002'],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
  });

  it('writes a version per language beside the English, and says before sending who gets the English', async () => {
    const { server } = open();
    await write('Fittings', 'Hi {{firstName}}');
    const versions = screen.getByText('Other languages').closest('details') as HTMLElement;
    expect(within(versions).getByText(/English shown in French, Spanish, Portuguese, Arabic/)).toBeInTheDocument();
    fireEvent.change(within(versions).getByLabelText('Subject in Portuguese'), { target: { value: 'Provas' } });
    fireEvent.change(within(versions).getByLabelText('Message in Portuguese'), {
      target: { value: 'Olá {{firstName}}' },
    });
    expect(within(versions).getByText(/English shown in French, Spanish, Arabic$/)).toBeInTheDocument();
    expect(within(versions).getByLabelText('Message in Portuguese')).toHaveAttribute('lang', 'pt');

    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(
      within(dialog).getByText(/1 recipient reads a language this message has no version in: she gets the English\./),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText(/1 recipient reads a language/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2' }));
    await waitFor(() => expect(server.callsTo('POST /admin/bulk-emails')).toHaveLength(1));
    expect(server.callsTo('POST /admin/bulk-emails')[0]?.body).toMatchObject({
      subject: 'Fittings',
      translations: { pt: { subject: 'Provas', message: 'Olá {{firstName}}' } },
    });
  });

  it('checks each language’s version with the shared rules before anything is sent', async () => {
    const { server } = open();
    await write('Fittings', 'Hi {{firstName}}');
    fireEvent.change(screen.getByLabelText('Message in French'), { target: { value: 'Bonjour {{prenom}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/Unknown merge field: \{\{prenom\}\}/)).toBeInTheDocument();
    expect(screen.getByText('Write a subject')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/preview')).toHaveLength(0);
  });

  it('shows each message’s progress and reads it again while one is under way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = open('/admin/bulk-email', [[SENDING], [{ ...SENDING, state: 'done', sent: 39 }]]);
    expect(await screen.findByText('Fittings in Lagos')).toBeInTheDocument();
    expect(screen.getByText(/12 of 40 sent/)).toBeInTheDocument();
    expect(screen.getByText(/1 failed/)).toBeInTheDocument();
    expect(screen.getByText(/2 bounced/)).toBeInTheDocument();
    // The addresses it could not reach, with what happened and the server's answer.
    fireEvent.click(screen.getByText('Addresses not reached (3)'));
    const closed = screen.getByText('closed@example.com').closest('li') as HTMLElement;
    expect(within(closed).getByText(/Bounced/)).toBeInTheDocument();
    expect(within(closed).getByText('550 5.1.1 No such user here')).toBeInTheDocument();
    const full = screen.getByText('full@example.com').closest('li') as HTMLElement;
    expect(within(full).getByText(/Failed/)).toBeInTheDocument();
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

  it('fills the editor from a saved template, in every language, keeping the audience', async () => {
    open();
    await write('Old subject', 'Old message');
    const picker = await screen.findByLabelText('Saved template');
    expect(await within(picker).findByRole('option', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use' })).toBeDisabled();
    fireEvent.change(picker, { target: { value: 't1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Welcome, {{firstName}}'));
    expect(screen.getByLabelText('Message')).toHaveValue('Dear {{firstName}}, welcome.');
    expect(screen.getByLabelText('Message in French')).toHaveValue('Chère {{firstName}}, bienvenue.');
    expect(screen.getByLabelText('Continent')).toHaveValue('Africa');
  });

  it('saves the editor as a named template, with the name checked first and a name in use refused by its field', async () => {
    const { server } = open();
    await screen.findByLabelText('Saved template');
    await write('Fittings', 'Hi {{firstName}}');
    fireEvent.change(screen.getByLabelText('Message in French'), { target: { value: 'Bonjour {{firstName}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    const nameForm = screen.getByRole('form', { name: 'Template name' });
    fireEvent.click(within(nameForm).getByRole('button', { name: 'Save template' }));
    expect(await within(nameForm).findByText('Name the template')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-email-templates')).toHaveLength(0);

    fireEvent.change(within(nameForm).getByLabelText('Template name'), { target: { value: 'Welcome' } });
    fireEvent.click(within(nameForm).getByRole('button', { name: 'Save template' }));
    expect(
      await within(nameForm).findByText('A template already has this name: choose another one.'),
    ).toBeInTheDocument();

    fireEvent.change(within(nameForm).getByLabelText('Template name'), { target: { value: 'Fittings' } });
    fireEvent.click(within(nameForm).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-email-templates')[1]?.body).toMatchObject({
      name: 'Fittings',
      subject: 'Fittings',
      message: 'Hi {{firstName}}',
      translations: { fr: { message: 'Bonjour {{firstName}}' } },
    });
  });

  it('renames and deletes the template picked', async () => {
    const { server } = open();
    const picker = await screen.findByLabelText('Saved template');
    await within(picker).findByRole('option', { name: 'Welcome' });
    fireEvent.change(picker, { target: { value: 't1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const renameForm = screen.getByRole('form', { name: 'New name' });
    expect(within(renameForm).getByLabelText('New name')).toHaveValue('Welcome');
    fireEvent.change(within(renameForm).getByLabelText('New name'), { target: { value: 'Arrival welcome' } });
    fireEvent.click(within(renameForm).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Template renamed.')).toBeInTheDocument();
    expect(server.callsTo('PATCH /admin/bulk-email-templates/t1')[0]?.body).toEqual({ name: 'Arrival welcome' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted.')).toBeInTheDocument();
    expect(server.callsTo('DELETE /admin/bulk-email-templates/t1')).toHaveLength(1);
  });

  it('schedules on the organisers’ clock, showing the zone, and refuses a time already past', async () => {
    const { server } = open();
    await write('Rehearsal call', 'Hi {{firstName}}');
    fireEvent.click(screen.getByLabelText('Send later'));
    const when = await screen.findByLabelText('Send at (Africa/Lagos)');
    expect(screen.getByText(/On the organisers’ clock: Africa\/Lagos/)).toBeInTheDocument();

    fireEvent.change(when, { target: { value: '2020-01-15T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    expect(
      await screen.findByText('This time has already passed: choose a time in the future, or send it now.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/preview')).toHaveLength(0);

    // 10:00 in Lagos (UTC+1) is 09:00 UTC.
    fireEvent.change(when, { target: { value: '2030-01-15T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this message?' });
    expect(within(dialog).getByText(/It goes on 15 Jan 2030, 10:00 \(Africa\/Lagos\)/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Your message is scheduled: it starts at the time you chose.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails')[0]?.body).toMatchObject({
      subject: 'Rehearsal call',
      sendAt: '2030-01-15T09:00:00.000Z',
    });
  });

  it('lists a scheduled message with its time in the organisers’ zone, and cancels it', async () => {
    const { server } = open('/admin/bulk-email', [[SCHEDULED, SENDING]]);
    expect(await screen.findByText('Rehearsal call')).toBeInTheDocument();
    expect(screen.getByText('Scheduled for')).toBeInTheDocument();
    expect(screen.getByText('15 Jan 2030, 10:00 (Africa/Lagos)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this scheduled message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByText('The scheduled message was cancelled: nobody receives it.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/bulk-emails/b9/cancel')).toHaveLength(1);
  });
});

async function openIn(locale: 'fr' | 'ar', list: BulkEmail[][]) {
  const messages = await loadMessages(locale);
  return open('/admin/bulk-email?continent=Africa', list, (page) => (
    <LocaleProvider locale={locale} messages={messages}>
      {page}
    </LocaleProvider>
  ));
}

describe('bulk e-mail page in other languages', () => {
  it('reads in French: the composer, the audience, the progress of what was sent, and a preview with plurals', async () => {
    await openIn('fr', [[SENDING]]);
    expect(await screen.findByRole('heading', { name: 'E-mail groupé', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/admin/contestants');
    expect(await screen.findByLabelText('Continent')).toHaveValue('Africa');
    expect(screen.getByRole('option', { name: 'Afrique' })).toBeInTheDocument();
    expect(await screen.findByText(/12 sur 40 envoyés/)).toBeInTheDocument();
    expect(screen.getByText('Adresses non atteintes (3)')).toBeInTheDocument();
    expect(screen.getByLabelText('Joindre un fichier')).toHaveAttribute('type', 'file');
    fireEvent.change(screen.getByLabelText('Objet'), { target: { value: 'Nouvelles' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Chère {{firstName}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    const preview = await screen.findByRole('region', { name: 'Aperçu' });
    expect(within(preview).getByText('2 destinataires')).toBeInTheDocument();
  });

  it('reads in Arabic: the composer’s sections and a scheduled message’s state', async () => {
    await openIn('ar', [[SCHEDULED]]);
    expect(await screen.findByRole('heading', { name: 'البريد الجماعي', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('من يتلقاها')).toBeInTheDocument();
    expect(await screen.findByText('مجدولة في')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الإرسال' })).toBeInTheDocument();
  });
});
