import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import JudgingPage from './judging-page';

const CREATED = '7f3c2b1a-0000-4000-8000-000000000009';

function open() {
  signIn(buildUser({ role: 'editor', permissions: [{ resource: 'judging', actions: ['manage'] }] }));
  const server = mockApi({
    'GET /admin/judging/rounds': () => ok({ rounds: [] }),
    'POST /admin/judging/rounds': (call) => ok({ id: CREATED, ...(call.body as object) }),
  });
  window.history.pushState({}, '', '/admin/judging');
  renderRoute(<JudgingPage />, { at: '/admin/judging', path: '/admin/judging' });
  return server;
}

describe('a new round', () => {
  it('takes its name in the other languages at creation, each checked before it is sent', async () => {
    const server = open();
    fireEvent.click(await screen.findByRole('button', { name: 'New round' }));
    const panel = (await screen.findByRole('heading', { name: 'New round' })).closest('section') as HTMLElement;
    // The round's own name comes first (each segment of its rules has a name too).
    const english = within(panel).getAllByLabelText(/^Name(?! in)/)[0] as HTMLElement;
    fireEvent.change(english, { target: { value: 'Final' } });
    expect(within(panel).getByText(/English shown in French, Spanish, Portuguese, Arabic$/)).toBeInTheDocument();

    const arabic = within(panel).getByLabelText('Name in Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    fireEvent.change(arabic, { target: { value: 'النهائي' } });
    fireEvent.change(within(panel).getByLabelText('Name in French'), { target: { value: 'x'.repeat(81) } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create the round' }));
    expect(await within(panel).findByText('At most 80 characters.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/judging/rounds')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('Name in French'), { target: { value: 'Finale' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create the round' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/judging/rounds')).toHaveLength(1));
    expect(server.callsTo('POST /admin/judging/rounds')[0]?.body).toMatchObject({
      name: 'Final',
      translations: { fr: { name: 'Finale' }, ar: { name: 'النهائي' } },
    });
  });
});

describe('the rounds in French', () => {
  it('names the page, a round’s continent, its status and its segments in French', async () => {
    signIn(buildUser({ role: 'editor', permissions: [{ resource: 'judging', actions: ['manage'] }] }));
    mockApi({
      'GET /admin/judging/rounds': () =>
        ok({
          rounds: [
            {
              id: CREATED,
              season: 2026,
              slug: 'africa-2026-final',
              name: 'Final',
              translations: {},
              continent: 'Africa',
              kind: 'final',
              status: 'open',
              rules: {
                segments: [
                  { key: 'interview', name: 'Interview', weight: 50 },
                  { key: 'talent', name: 'Talent', weight: 50 },
                ],
                scale: { min: 1, max: 10, step: 0.5 },
                dropHighLow: false,
                advanceCount: 1,
                tieBreakSegment: 'interview',
              },
              startsAt: null,
              timeZone: null,
            },
          ],
        }),
    });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <JudgingPage />
      </LocaleProvider>,
      { at: '/admin/judging', path: '/admin/judging' },
    );
    expect(await screen.findByText('Afrique — Final')).toBeInTheDocument();
    expect(screen.getByText('2026 · Ouvert à la notation · 2 épreuves')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau tour' })).toBeInTheDocument();
    expect(screen.queryByText('New round')).toBeNull();
  });
});
