import type { AdminRound, AdminRoundDetail, RoundRules } from '@cq/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { ok } from '#web/test/portal';
import { renderRoute } from '#web/test/render';
import { AdvancePanel } from './advance-panel';

const RULES: RoundRules = {
  segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
  scale: { min: 1, max: 10, step: 0.1 },
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: 'interview',
};
const round = (over: Partial<AdminRound>): AdminRound => ({
  id: 'r',
  season: 2026,
  slug: 's',
  name: 'Final',
  continent: 'Africa',
  kind: 'final',
  status: 'published',
  rules: RULES,
  startsAt: null,
  timeZone: null,
  ...over,
});
const GLOBAL: AdminRoundDetail = {
  ...round({ id: 'g', name: 'Global finale', continent: null, kind: 'global', status: 'draft' }),
  delegates: [],
  judges: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('who advanced', () => {
  it('offers the published continental finals of the season to the global finale, and brings in their queens', async () => {
    const server = mockApi({
      'GET /admin/judging/rounds': () =>
        ok({
          rounds: [
            round({ id: 'af', continent: 'Africa' }),
            round({ id: 'eu', continent: 'Europe' }),
            round({ id: 'as', continent: 'Asia', status: 'closed' }),
            round({ id: 'old', continent: 'Asia', season: 2025 }),
            round({ id: 'pre', continent: 'Asia', kind: 'preliminary' }),
          ],
        }),
      'POST /admin/judging/rounds/g/advance-from': () =>
        ok({ ...GLOBAL, delegates: [{ id: 'd1', name: 'Amara', country: 'Nigeria' }] }),
    });
    window.history.pushState({}, '', '/admin/judging/g');
    renderRoute(<AdvancePanel round={GLOBAL} />, { at: '/admin/judging/g', path: '/admin/judging/:roundId' });
    expect(await screen.findByLabelText(/Africa — Final/)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    const bring = screen.getByRole('button', { name: 'Bring them into this round' });
    expect(bring).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/Africa — Final/));
    fireEvent.click(screen.getByLabelText(/Europe — Final/));
    fireEvent.click(bring);
    await vi.waitFor(() => expect(server.callsTo('POST /admin/judging/rounds/g/advance-from')).toHaveLength(1));
    expect(server.callsTo('POST /admin/judging/rounds/g/advance-from')[0]?.body).toEqual({
      fromRoundIds: ['af', 'eu'],
    });
  });
});
