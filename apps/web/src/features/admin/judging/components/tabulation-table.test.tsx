import { type LiveTabulation, tabulate } from '@cq/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scoresOnEverySegment, TWO_SEGMENT_RULES } from '#web/test/admin-samples';
import { TabulationTable } from './tabulation-table';

const rules = TWO_SEGMENT_RULES;
const both = (delegate: string, v: number) => scoresOnEverySegment(rules, delegate, v);

function live(): LiveTabulation {
  return {
    round: {
      id: 'r1',
      season: 2026,
      slug: 'africa-2026-final',
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      status: 'open',
      startsAt: null,
      timeZone: null,
      rules,
    },
    delegates: {
      a: { name: 'Amara', country: 'Nigeria' },
      b: { name: 'Bisi', country: 'Ghana' },
      c: { name: 'Chipo', country: 'Zimbabwe' },
    },
    scoresReceived: 6,
    headRankingRecorded: false,
    tabulation: tabulate({
      rules,
      delegates: ['a', 'b', 'c'],
      judges: [1],
      conflicts: [],
      scores: [...both('a', 9), ...both('b', 8), ...both('c', 8)],
    }),
  };
}

describe('TabulationTable', () => {
  it('on a phone, gives each delegate a card in rank order with her total and each segment’s mean', () => {
    render(<TabulationTable data={live()} />);
    const cards = within(screen.getByRole('list', { name: 'Live tabulation of Final' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getAllByText(/Amara|Bisi|Chipo/)[0]?.textContent)).toEqual([
      'Amara',
      'Bisi',
      'Chipo',
    ]);
    expect(cards[0]).toHaveTextContent('advances');
    expect(cards[0]).toHaveTextContent('Total9.0000');
    expect(within(cards[0] as HTMLElement).getByText('Evening gown · 50 %')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('tied on the line');
    // The wide table lives in its own scrolling region, reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Tabulation table of Final' })).toHaveAttribute('tabindex', '0');
  });

  it('marks a pair tied on the advancement line as tied, and neither as advancing', () => {
    render(<TabulationTable data={live()} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('advances');
    for (const row of rows.slice(1)) {
      expect(row).toHaveTextContent('tied on the line');
      expect(row).not.toHaveTextContent('advances');
    }
    expect(screen.getByText(/A tie straddles the advancement line/)).toBeInTheDocument();
  });
});
