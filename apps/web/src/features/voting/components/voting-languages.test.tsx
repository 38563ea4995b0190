import type { Leaderboard, Locale } from '@cq/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { sampleFanVote } from '../../../test/fan-votes';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { VoteSection } from './vote-section';

const VOTE = sampleFanVote({
  freeVotesPerDay: 2,
  outcome: 'The 2 delegates with the most votes go through to the next round.',
  decision: { kind: 'advance', count: 2, roundName: null },
  paidVoting: {
    enabled: true,
    currency: 'USD',
    packs: [{ votes: 10, price: 2 }],
    capPerFan: null,
    capPerDelegate: null,
  },
});

const BOARD: Leaderboard = {
  slug: VOTE.slug,
  hidden: false,
  total: 3,
  rows: [
    { ...VOTE.delegates[0], votes: 2, rank: 1 },
    { ...VOTE.delegates[1], votes: 1, rank: 2 },
  ] as Leaderboard['rows'],
  countedAt: '2026-11-26T10:00:00.000Z',
};

async function showIn(locale: Locale) {
  mockApi({ 'GET /votes/africa-peoples-choice/leaderboard': () => ({ body: { success: true, data: BOARD } }) });
  const messages = await loadMessages(locale);
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      <VoteSection vote={VOTE} />
    </LocaleProvider>,
    { at: '/peoples-choice', path: '/peoples-choice' },
  );
}

beforeEach(() => localStorage.clear());

describe('a vote in another language', () => {
  it('in French: its state, count, rules, outcome and countries read in French; names stay as written', async () => {
    await showIn('fr');
    expect(screen.getByRole('heading', { name: 'Africa People’s Choice' })).toBeInTheDocument();
    expect(screen.getByText('Le vote est ouvert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Le décompte' })).toBeInTheDocument();
    expect(await screen.findByText('3 votes comptabilisés pour l’instant')).toBeInTheDocument();
    expect(screen.getAllByText('Afrique du Sud').length).toBeGreaterThan(0);
    expect(screen.getByText('Comment fonctionne le vote')).toBeInTheDocument();
    expect(screen.getByText(/Vous disposez de 2 votes gratuits par représentante et par jour/)).toBeInTheDocument();
    expect(screen.getByText(/jamais pour elles-mêmes/)).toBeInTheDocument();
    expect(screen.getByText(/Des packs de votes sont en vente pour ce vote \(10 votes pour 2,00/)).toBeInTheDocument();
    expect(
      screen.getAllByText(/Les 2 représentantes qui recueillent le plus de votes accèdent au tour suivant\./).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Connectez-vous pour voter pour Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText(/20 novembre 2026/)).toBeInTheDocument();
  });

  it('in Arabic: the count and the packs read in Arabic, numbers in Western digits', async () => {
    await showIn('ar');
    expect(screen.getByRole('heading', { name: 'نتيجة العدّ' })).toBeInTheDocument();
    expect(await screen.findByText('احتُسبت 3 أصوات حتى الآن')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المزيد من الأصوات' })).toBeInTheDocument();
    expect(screen.getByText('التصويت مفتوح')).toBeInTheDocument();
  });
});
