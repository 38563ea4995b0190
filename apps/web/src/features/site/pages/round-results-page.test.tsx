import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { samplePublishedRound } from '../../../test/public-site';
import { renderRoute } from '../../../test/render';
import RoundResultsPage from './round-results-page';

const ROUND = samplePublishedRound();

const serve = () =>
  mockApi({ 'GET /results/africa-2026-final': () => ({ status: 200, body: { success: true, data: ROUND } }) });
const at = { at: '/results/africa-2026-final', path: '/results/:slug' };

describe('RoundResultsPage', () => {
  it('offers no sheet, hash or check while placements are still to be revealed', async () => {
    mockApi({
      'GET /results/africa-2026-final': () => ({
        status: 200,
        body: { success: true, data: { ...ROUND, sheetHash: null } },
      }),
    });
    renderRoute(<RoundResultsPage />, at);
    expect(
      await screen.findByText(
        'The score sheet, its fingerprint and its check are published once every placement is revealed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify these results' })).not.toBeInTheDocument();
    expect(screen.queryByText('a'.repeat(64))).not.toBeInTheDocument();
  });

  it('names a continent’s final and the day it was published, in English', async () => {
    serve();
    renderRoute(<RoundResultsPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Africa — Final' })).toBeInTheDocument();
    expect(screen.getByText('Published on 20 November 2026.')).toBeInTheDocument();
    expect(screen.getByText('Queen of Africa')).toBeInTheDocument();
  });

  it('speaks French: the round, the date, the crown and the check', async () => {
    serve();
    const messages = await loadMessages('fr');
    renderRoute(
      <LocaleProvider locale="fr" messages={messages}>
        <RoundResultsPage />
      </LocaleProvider>,
      at,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Afrique — Finale' })).toBeInTheDocument();
    expect(screen.getByText('Publiés le 20 novembre 2026.')).toBeInTheDocument();
    expect(screen.getByText('Reine d’Afrique')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vérifiez ces résultats vous-même' })).toBeInTheDocument();
    expect(screen.getByText('Aucune : c’est la première de la chaîne')).toBeInTheDocument();
  });

  it('names the round as staff wrote it in the reader’s language, or in their English marked as English', async () => {
    const named = {
      ...ROUND,
      name: 'Grand Final of Africa',
      translations: { fr: { name: 'Grande finale d’Afrique' } },
    };
    mockApi({ 'GET /results/africa-2026-final': () => ({ status: 200, body: { success: true, data: named } }) });
    const view = renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <RoundResultsPage />
      </LocaleProvider>,
      at,
    );
    const own = await screen.findByRole('heading', { level: 1, name: 'Grande finale d’Afrique' });
    expect(own).not.toHaveAttribute('lang');
    view.unmount();

    mockApi({ 'GET /results/africa-2026-final': () => ({ status: 200, body: { success: true, data: named } }) });
    renderRoute(
      <LocaleProvider locale="es" messages={await loadMessages('es')}>
        <RoundResultsPage />
      </LocaleProvider>,
      at,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Final of Africa' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
