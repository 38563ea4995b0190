import { DEFAULT_SITE_VIEW, PAGE_DATA_ELEMENT_ID } from '@cq/shared';
import { SEASON_2026_FORMAT } from '@cq/shared/test-support/competition-format';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import CompetitionPage from './competition-page';

afterEach(() => vi.unstubAllGlobals());

describe('the competition page’s judging', () => {
  it('shows the season’s real segments and weights, drawn with the page, instead of the built-in outline', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify([{ key: ['competition', 'format'], value: SEASON_2026_FORMAT }]);
    document.body.append(block);
    const server = mockApi({
      'GET /site/content': () => ({ body: { success: true, data: { site: DEFAULT_SITE_VIEW } } }),
    });
    renderRoute(<CompetitionPage />, { at: '/competition', path: '/competition' });
    expect(await screen.findByText(/In the 2026 season each round is scored by its panel/)).toBeInTheDocument();
    expect(screen.queryByText(/independent panel of five/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Interview & communication' })).toBeNull();
    const continental = screen.getByText('Judged this way: Final · Africa, Final · Europe')
      .parentElement as HTMLElement;
    const weights = within(continental)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(weights).toEqual(['Interview40%', 'Advocacy project35.5%', 'Evening gown24.5%']);
    const finale = screen.getByText('Judged this way: Global finale').parentElement as HTMLElement;
    expect(within(finale).getByRole('heading', { name: 'Final speech' })).toBeInTheDocument();
    expect(server.callsTo('GET /competition/format')).toHaveLength(0);
  });
});
