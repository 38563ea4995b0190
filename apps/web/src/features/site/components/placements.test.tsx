import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { samplePublishedRound } from '../../../test/public-site';
import { LocaleWrapper } from '../../../test/render';
import { Placements } from './placements';

const ROUND = samplePublishedRound({
  placements: [
    { place: 1, title: 'Queen of Africa', delegate: { id: 'a', name: 'Amara Okafor', country: 'Nigeria' } },
    { place: 2, title: 'First runner-up', delegate: { id: 'b', name: 'Lerato Mokoena', country: 'South Africa' } },
    { place: 3, title: 'Crowd favourite', delegate: { id: 'c', name: 'Wanjiru Kamau', country: 'Kenya' } },
  ],
  placementCount: 3,
});

describe('Placements', () => {
  it('shows the titles as the server gives them in English', () => {
    render(<Placements round={ROUND} />, { wrapper: LocaleWrapper });
    expect(screen.getByText('Queen of Africa')).toBeInTheDocument();
    expect(screen.getByText('First runner-up')).toBeInTheDocument();
  });

  it('translates the built-in titles in French and keeps any other title as written', async () => {
    const messages = await loadMessages('fr');
    render(
      <LocaleProvider locale="fr" messages={messages}>
        <Placements round={ROUND} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Reine d’Afrique')).toBeInTheDocument();
    expect(screen.getByText('Première dauphine')).toBeInTheDocument();
    expect(screen.getByText('Crowd favourite')).toBeInTheDocument();
  });
});
