import type { CompetitionFormat } from '../../src';

/**
 * The 2026 season as the competition page shows it: the continental finals (Africa and Europe, judged alike) and
 * the global finale, each with its segments and weights. The API builds it from its rounds; the page draws it.
 */
export const SEASON_2026_FORMAT: CompetitionFormat = {
  season: 2026,
  formats: [
    {
      rounds: [
        { name: 'Final', continent: 'Africa' },
        { name: 'Final', continent: 'Europe' },
      ],
      segments: [
        { name: 'Interview', weight: 40 },
        { name: 'Advocacy project', weight: 35.5 },
        { name: 'Evening gown', weight: 24.5 },
      ],
    },
    {
      rounds: [{ name: 'Global finale', continent: null }],
      segments: [
        { name: 'Final speech', weight: 60 },
        { name: 'Evening gown', weight: 40 },
      ],
    },
  ],
};
