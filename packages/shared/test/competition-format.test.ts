import { describe, expect, it } from 'vitest';
import { groupRoundFormats } from '../src/judging/format';

const seg = (name: string, weight: number) => ({ name, weight });

describe('groupRoundFormats', () => {
  it('puts rounds with the same segments and weights together, in the order they come', () => {
    const alike = [seg('Interview', 50), seg('Gown', 50)];
    expect(
      groupRoundFormats([
        { name: 'Final', continent: 'Africa', segments: alike },
        { name: 'Global finale', continent: null, segments: [seg('Speech', 100)] },
        { name: 'Final', continent: 'Asia', segments: alike },
      ]),
    ).toEqual([
      {
        rounds: [
          { name: 'Final', continent: 'Africa' },
          { name: 'Final', continent: 'Asia' },
        ],
        segments: alike,
      },
      { rounds: [{ name: 'Global finale', continent: null }], segments: [seg('Speech', 100)] },
    ]);
  });

  it('keeps apart rounds whose weights or order differ', () => {
    const groups = groupRoundFormats([
      { name: 'A', continent: 'Africa', segments: [seg('Interview', 60), seg('Gown', 40)] },
      { name: 'B', continent: 'Asia', segments: [seg('Interview', 40), seg('Gown', 60)] },
      { name: 'C', continent: 'Europe', segments: [seg('Gown', 40), seg('Interview', 60)] },
    ]);
    expect(groups).toHaveLength(3);
    expect(groupRoundFormats([])).toEqual([]);
  });
});
