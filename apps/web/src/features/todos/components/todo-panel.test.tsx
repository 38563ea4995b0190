import type { TodoItem } from '@cq/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { ok } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import { sampleTodo } from '../../../test/todos';
import { TodoPanel } from './todo-panel';

const item = (over: Partial<TodoItem>) =>
  sampleTodo({ title: 'Passport copy', description: 'A scan of the photo page.', ...over });

async function renderIn(locale: 'fr' | 'en', items: TodoItem[]) {
  mockApi({ 'GET /todos': () => ok({ items }) });
  const panel = <TodoPanel />;
  renderRoute(
    locale === 'en' ? (
      panel
    ) : (
      <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
        {panel}
      </LocaleProvider>
    ),
    { at: '/user/home', path: '/user/home' },
  );
}

describe('a delegate’s to-dos', () => {
  const translated = item({
    translations: { fr: { title: 'Copie du passeport', description: 'Un scan de la page avec la photo.' } },
  });
  const englishOnly = item({ _id: 'a1b2c3d4-0000-4000-8000-000000000002', title: 'Travel details', description: '' });

  it('read in her language where staff wrote one, else in their English marked as English', async () => {
    await renderIn('fr', [translated, englishOnly]);
    const own = await screen.findByRole('heading', { name: 'Copie du passeport' });
    expect(own).not.toHaveAttribute('lang');
    expect(screen.getByText('Un scan de la page avec la photo.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Passport copy')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Travel details' })).toHaveAttribute('lang', 'en');
  });

  it('read in English as staff wrote it for an English reader', async () => {
    await renderIn('en', [translated]);
    const heading = await screen.findByRole('heading', { name: 'Passport copy' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('A scan of the photo page.')).toBeInTheDocument();
  });

  it('sent back: she reads the organisers’ reason in her language’s words and can send again', async () => {
    const sentBack = item({
      kind: 'text',
      needsReview: true,
      state: 'sent-back',
      completedAt: '2026-03-10T09:00:00.000Z',
      answer: 'AF 123',
      reason: 'Add the return flight.',
    });
    await renderIn('fr', [sentBack]);
    expect(await screen.findByText('Renvoyée')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Les organisateurs vous ont renvoyé cette tâche. Leur motif : Add the return flight.',
    );
    expect(note).toHaveTextContent('Veuillez l’envoyer de nouveau.');
    expect(screen.getByRole('button', { name: 'Enregistrer la réponse' })).toBeEnabled();
  });

  it('waiting for review, then accepted: nothing more to send once accepted', async () => {
    const waiting = item({ kind: 'text', needsReview: true, state: 'waiting', answer: 'AF 123' });
    const accepted = item({
      _id: 'a1b2c3d4-0000-4000-8000-000000000003',
      title: 'Contract',
      needsReview: true,
      state: 'done',
      completedAt: '2026-03-10T09:00:00.000Z',
    });
    await renderIn('en', [waiting, accepted]);
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByText('The organisers accepted what you sent.')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeInTheDocument();
  });
});
