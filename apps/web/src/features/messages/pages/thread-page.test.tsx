import type { Thread } from '@cq/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import ThreadPage from './thread-page';

const ID = '7a1c2b3d-0000-4000-8000-000000000001';
const THREAD: Thread = {
  _id: ID,
  subject: 'Your passport copy',
  contestant: { _id: '7a1c2b3d-0000-4000-8000-000000000002', name: 'Naledi Dube' },
  createdAt: '2026-03-01T10:00:00.000Z',
  lastActivityAt: '2026-03-01T10:00:00.000Z',
  replyCount: 0,
  unread: false,
  posts: [
    {
      _id: ID,
      body: 'Please send a clearer copy of your passport.',
      fromContestant: false,
      authorName: 'Ife Bello',
      createdAt: '2026-03-01T10:00:00.000Z',
      attachment: null,
    },
  ],
};
const ANSWERED: Thread = {
  ...THREAD,
  replyCount: 1,
  posts: [
    ...THREAD.posts,
    {
      _id: '7a1c2b3d-0000-4000-8000-000000000003',
      body: 'Voici une copie plus nette.',
      fromContestant: true,
      authorName: 'Naledi Dube',
      createdAt: '2026-03-01T11:00:00.000Z',
      attachment: { name: 'passeport.pdf', mimeType: 'application/pdf', size: 1200, url: '/api/message-files/x' },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderInFrench(server: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi(server);
  renderRoute(
    <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
      <ThreadPage />
    </LocaleProvider>,
    { at: `/user/messages/${ID}`, path: '/user/messages/:id' },
  );
  return api;
}

/** The multipart body the page sent with its last call. */
const sentForm = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.at(-1)?.[1]?.body as FormData;

describe('her conversation page', () => {
  it('shows the organisers’ message in her language’s frame, and sends her answer with a file', async () => {
    const api = await renderInFrench({
      [`GET /messages/${ID}`]: () => ok(THREAD),
      [`POST /messages/${ID}/replies`]: () => ({
        body: { success: true, message: 'Your answer is sent.', data: ANSWERED },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Your passport copy' })).toBeInTheDocument();
    expect(screen.getByText('Please send a clearer copy of your passport.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les messages' })).toHaveAttribute('href', '/user/messages');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre réponse'), 'Voici une copie plus nette.');
    const file = new File(['%PDF-1.4'], 'passeport.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Joindre un fichier/), file);
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));

    const mine = await screen.findByText('Voici une copie plus nette.');
    expect(within(mine.closest('li') as HTMLElement).getByText('Vous', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fichier joint : passeport.pdf' })).toHaveAttribute(
      'href',
      '/api/message-files/x',
    );
    const form = sentForm(api.fetchMock);
    expect(form.get('message')).toBe('Voici une copie plus nette.');
    expect((form.get('file') as File).name).toBe('passeport.pdf');
    expect([...form.keys()]).toEqual(['message', 'file']);
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('');
  });

  it('asks for words before sending, and shows the server’s refusal of a file under the file, in French', async () => {
    const api = await renderInFrench({
      [`GET /messages/${ID}`]: () => ok(THREAD),
      [`POST /messages/${ID}/replies`]: () => ({
        status: 415,
        body: { success: false, code: 'unsupported_media_type', message: 'The file must be a PDF, JPEG or PNG file.' },
      }),
    });
    await screen.findByRole('heading', { name: 'Your passport copy' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Rédigez un message')).toBeInTheDocument();
    expect(api.callsTo(`POST /messages/${ID}/replies`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Votre réponse'), 'Mon fichier');
    await user.upload(
      screen.getByLabelText(/Joindre un fichier/),
      new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    const fileField = screen.getByLabelText(/Joindre un fichier/);
    await waitFor(() => expect(fileField).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('thread-file-error')).toHaveTextContent(/PDF, JPEG ou PNG/);
    // Her words stay for her to send again.
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('Mon fichier');
  });

  it('says so when the conversation is not hers', async () => {
    await renderInFrench({
      [`GET /messages/${ID}`]: () => ({
        status: 404,
        body: { success: false, code: 'not_found', message: 'Conversation not found.' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette conversation n’a pas pu être chargée');
  });
});
