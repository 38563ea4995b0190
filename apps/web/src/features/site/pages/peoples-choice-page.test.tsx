import type { PublicFanVote } from '@cq/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import PeoplesChoicePage from './peoples-choice-page';

const CLOSED: PublicFanVote = {
  slug: 'asia-peoples-choice',
  name: 'Asia People’s Choice',
  continent: 'Asia',
  opensAt: '2026-10-01T08:00:00.000Z',
  closesAt: '2026-10-20T20:00:00.000Z',
  state: 'closed',
  timeZone: 'Asia/Tokyo',
  freeVotesPerDay: 1,
  leaderboard: 'hidden',
  outcome: 'The delegate with the most votes wins the People’s Choice award.',
  decision: { kind: 'award', title: 'People’s Choice award' },
  delegates: [],
  paidVoting: { enabled: false, currency: 'USD', packs: [], capPerFan: null, capPerDelegate: null },
};

beforeEach(() => localStorage.clear());

describe('the People’s Choice page in another language', () => {
  it('in Arabic: the page and its votes read in Arabic, the organisers’ award title as they wrote it', async () => {
    mockApi({
      'GET /votes': () => ({ body: { success: true, data: { votes: [CLOSED] } } }),
      'GET /votes/asia-peoples-choice/leaderboard': () => ({
        body: {
          success: true,
          data: { slug: CLOSED.slug, hidden: true, total: 0, rows: [], countedAt: '2026-10-20T20:00:00.000Z' },
        },
      }),
    });
    renderRoute(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <PeoplesChoicePage />
      </LocaleProvider>,
      { at: '/peoples-choice', path: '/peoples-choice' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'صوتك، تاجها' })).toBeInTheDocument();
    expect(await screen.findByText('انتهى التصويت')).toBeInTheDocument();
    expect(
      screen.getAllByText(/تفوز الممثّلة صاحبة أكبر عدد من الأصوات بـ«People’s Choice award»/).length,
    ).toBeGreaterThan(0);
  });

  it('in English: when no vote is open yet, it says so', async () => {
    mockApi({ 'GET /votes': () => ({ body: { success: true, data: { votes: [] } } }) });
    renderRoute(<PeoplesChoicePage />, { at: '/peoples-choice', path: '/peoples-choice' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your vote, her crown' })).toBeInTheDocument();
    expect(await screen.findByText(/No vote is open yet this season/)).toBeInTheDocument();
  });
});
