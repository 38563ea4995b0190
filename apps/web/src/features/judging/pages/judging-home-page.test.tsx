import type { JudgeRound } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { signInStaffAs } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import JudgingHomePage from './judging-home-page';

const round = (over: Partial<JudgeRound>): JudgeRound => ({
  id: 'r1',
  slug: 'africa-final',
  name: 'Africa final',
  continent: 'Africa',
  status: 'open',
  judgeNumber: 2,
  head: false,
  startsAt: null,
  timeZone: null,
  scale: { min: 1, max: 10, step: 0.5 } as JudgeRound['scale'],
  segments: [
    { key: 'interview', name: 'Interview', weight: 60, locked: true },
    { key: 'gown', name: 'Evening gown', weight: 40, locked: false },
  ],
  ...over,
});

beforeEach(() => {
  signInStaffAs({
    _id: 'j1',
    email: 'imani@judges.example',
    role: 'editor',
    permissions: [{ resource: 'judging', actions: ['score'] }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the judge’s first screen', () => {
  it('puts her next round first with what to do there: the open round with a segment still to submit', async () => {
    mockApi({
      'GET /judging/rounds': () => ({
        body: {
          success: true,
          data: {
            rounds: [round({ id: 'r0', name: 'Europe final', status: 'draft' }), round({})],
          },
        },
      }),
    });
    renderRoute(<JudgingHomePage />, { at: '/judging', path: '/judging' });
    const next = await screen.findByRole('region', { name: 'Your next round' });
    expect(within(next).getByRole('heading', { name: 'Africa final' })).toBeInTheDocument();
    expect(
      within(next).getByText('Scoring is open: score each delegate, then submit the 1 segment still to send.'),
    ).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Start scoring' })).toHaveAttribute('href', '/judging/rounds/r1');
    // The other rounds follow; the next one is not listed twice.
    expect(screen.getAllByRole('heading', { name: 'Africa final' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Europe final/ })).toHaveAttribute('href', '/judging/rounds/r0');
    expect(screen.queryByRole('link', { name: /^Africa final/ })).not.toBeInTheDocument();
  });

  it('a round not open yet says so and that there is nothing to prepare', async () => {
    mockApi({
      'GET /judging/rounds': () => ({
        body: { success: true, data: { rounds: [round({ status: 'draft' })] } },
      }),
    });
    renderRoute(<JudgingHomePage />, { at: '/judging', path: '/judging' });
    const next = await screen.findByRole('region', { name: 'Your next round' });
    expect(within(next).getByText(/Not open yet: the director opens it when the round begins/)).toBeInTheDocument();
  });

  it('says when the round starts, as the venue’s clock shows it and naming that clock', async () => {
    mockApi({
      'GET /judging/rounds': () => ({
        body: {
          success: true,
          data: {
            rounds: [
              round({ status: 'draft', startsAt: '2026-12-12T18:00:00.000Z', timeZone: 'Africa/Lagos' }),
              round({ id: 'r2', name: 'Global finale', status: 'draft' }),
            ],
          },
        },
      }),
    });
    renderRoute(<JudgingHomePage />, { at: '/judging', path: '/judging' });
    const next = await screen.findByRole('region', { name: 'Your next round' });
    const when = within(next).getByText(/^Starts Saturday, December 12 at 7:00\sPM West Africa Time$/);
    expect(when).toHaveAttribute('datetime', '2026-12-12T18:00:00.000Z');
    // A round without a date says nothing of one.
    expect(screen.getByRole('link', { name: /Global finale/ })).not.toHaveTextContent('Starts');
  });

  it('speaks French with the glossary’s words, as the director’s screens do: a round is a tour, a delegate a représentante', async () => {
    mockApi({
      'GET /judging/rounds': () => ({
        body: {
          success: true,
          data: { rounds: [round({ id: 'r0', name: 'Europe final', status: 'draft' }), round({})] },
        },
      }),
    });
    const messages = await loadMessages('fr');
    renderRoute(
      <LocaleProvider locale="fr" messages={messages}>
        <JudgingHomePage />
      </LocaleProvider>,
      { at: '/judging', path: '/judging' },
    );
    expect(await screen.findByRole('heading', { name: 'Mes tours' })).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Votre prochain tour' });
    expect(
      within(next).getByText(
        /^La notation est ouverte\s:\snotez chaque représentante, puis envoyez l’épreuve restante\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Europe final/ })).toHaveTextContent(/Pas encore ouvert\b/);
  });
});
