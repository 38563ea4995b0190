import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS } from '../src/theme/colors';
import { contrastRatio } from '../src/theme/contrast';
import { blend, LABEL_SURFACES, LABEL_TINTS, labelContrastPairs, STATUS_COLORS } from '../src/theme/status-colors';

describe('status label colours', () => {
  it('blends a colour over a surface as the browser paints an alpha fill', () => {
    expect(blend('#B45309', '#FFFFFF', 0.1)).toBe('#f8eee6');
    expect(blend('#15803D', '#FFFFFF', 0.1)).toBe('#e8f2ec');
    expect(blend('#C9A227', '#FFFFFF', 0.15)).toBe('#f7f1df');
    expect(blend('#000000', '#FFFFFF', 0)).toBe('#ffffff');
  });

  for (const [tone, color] of Object.entries(STATUS_COLORS)) {
    for (const [surfaceName, surface] of Object.entries(LABEL_SURFACES)) {
      for (const alpha of LABEL_TINTS) {
        it(`${tone} text keeps 4.5:1 on its ${alpha * 100} % tint over ${surfaceName}`, () => {
          expect(contrastRatio(color, blend(color, surface, alpha))).toBeGreaterThanOrEqual(4.5);
        });
      }
      it(`${tone} text keeps 4.5:1 on the bare ${surfaceName} surface`, () => {
        expect(contrastRatio(color, surface)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('the default theme passes every label pair the theme editor checks, at its weakest tint', () => {
    const pairs = labelContrastPairs(DEFAULT_THEME_COLORS);
    expect(pairs.map((p) => p.label)).toEqual([
      'Pending label on its tint',
      'Submitted label on its tint',
      'Approved label on its tint',
      'Rejected label on its tint',
      'Active label on its tint',
      'Gold label text on a gold tint',
    ]);
    for (const p of pairs) expect(contrastRatio(p.foreground, p.background), p.label).toBeGreaterThanOrEqual(4.5);
  });

  it('flags the old amber, green and gold label pairs, which fell short of 4.5:1', () => {
    expect(contrastRatio('#B45309', '#f8eee6')).toBeLessThan(4.5);
    expect(contrastRatio('#15803D', '#e8f2ec')).toBeLessThan(4.5);
    const goldOnGold = labelContrastPairs({
      ...DEFAULT_THEME_COLORS,
      secondary: { ...DEFAULT_THEME_COLORS.secondary, contrastText: '#9A7A12' },
    }).at(-1);
    expect(goldOnGold && contrastRatio(goldOnGold.foreground, goldOnGold.background)).toBeLessThan(4.5);
  });
});
