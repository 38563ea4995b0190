import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, themeToCssVariables } from '../src/theme/colors';
import { contrastRatio, meetsAA } from '../src/theme/contrast';
import { themeColorsSchema } from '../src/theme/theme';

describe('theme', () => {
  it('turns a theme into twelve CSS variables', () => {
    const vars = themeToCssVariables(DEFAULT_THEME_COLORS);
    expect(Object.keys(vars)).toHaveLength(12);
    expect(vars['--color-primary-main']).toBe('#5B2A86');
    expect(vars['--color-secondary-contrast']).toBe('#1A1300');
    expect(vars['--color-accent-dark']).toBe('#8F1842');
  });

  it('refuses colours that are not #RRGGBB', () => {
    const bad = structuredClone(DEFAULT_THEME_COLORS) as unknown as Record<string, Record<string, string>>;
    (bad.primary as Record<string, string>).main = 'purple';
    expect(themeColorsSchema.safeParse(bad).success).toBe(false);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(meetsAA('#767676', '#FFFFFF')).toBe(true);
    expect(meetsAA('#777777', '#FFFFFF')).toBe(false);
    expect(meetsAA('#777777', '#FFFFFF', true)).toBe(true);
  });

  it('ships a default theme whose text colours meet AA on their own colour', () => {
    for (const group of Object.values(DEFAULT_THEME_COLORS)) {
      expect(meetsAA(group.contrastText, group.main, true)).toBe(true);
    }
  });
});
