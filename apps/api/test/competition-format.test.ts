import { DEFAULT_SCALE, type RoundRules } from '@cq/shared';
import { SEASON_2026_FORMAT } from '@cq/shared/test-support/competition-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { createTestApp, type TestApp } from './support/test-app';

/** The public competition page's judging: the season's real segments and weights once rounds exist. */
let t: TestApp;
let director: Staff;

const rules = (segments: RoundRules['segments']): RoundRules => ({
  segments,
  scale: DEFAULT_SCALE,
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: null,
});
const CONTINENTAL = rules([
  { key: 'interview', name: 'Interview', weight: 40 },
  { key: 'advocacy', name: 'Advocacy project', weight: 35.5 },
  { key: 'gown', name: 'Evening gown', weight: 24.5 },
]);
const FINALE = rules([
  { key: 'speech', name: 'Final speech', weight: 60 },
  { key: 'gown', name: 'Evening gown', weight: 40 },
]);

const format = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/competition/format' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const round = async (season: number, name: string, continent: string | null, roundRules: RoundRules) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/judging/rounds',
    headers: director.headers,
    payload: { season, name, continent, kind: continent ? 'final' : 'global', rules: roundRules },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  director = await createStaff(t.app, 'admin', [{ resource: 'judging', actions: ['manage'] }]);
});
afterAll(() => t?.close());

describe('GET /api/competition/format', () => {
  it('is null before any round exists, and the competition page keeps its built-in outline', async () => {
    expect(await format()).toBeNull();
    expect(await t.app.sitePages.dataFor('/competition')).toEqual([]);
  });

  it('gives the latest season’s segments and weights, rounds judged alike together, to anyone', async () => {
    await round(2025, 'Final', 'Asia', FINALE);
    await round(2026, 'Final', 'Africa', CONTINENTAL);
    await round(2026, 'Final', 'Europe', CONTINENTAL);
    await round(2026, 'Global finale', null, FINALE);
    const expected = SEASON_2026_FORMAT;
    expect(await format()).toEqual(expected);
    // The page is drawn with it, in every language.
    expect(await t.app.sitePages.dataFor('/competition')).toEqual([
      { key: ['competition', 'format'], value: expected },
    ]);
    expect(await t.app.sitePages.dataFor('/es/competition')).toEqual([
      { key: ['competition', 'format'], value: expected },
    ]);
    expect(await t.app.sitePages.dataFor('/about')).toEqual([]);
  });
});
