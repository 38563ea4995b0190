import { THEME_GROUPS, THEME_SHADES, type ThemeColors, themeToCssVariables } from '@cq/shared';
import { api } from '../../lib/api-client';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A light check of the answer, so the entry chunk need not carry a schema library. */
function readColors(value: unknown): ThemeColors | null {
  if (!value || typeof value !== 'object') return null;
  const colors = value as Record<string, Record<string, unknown> | undefined>;
  for (const group of THEME_GROUPS) {
    for (const shade of THEME_SHADES) {
      const v = colors[group]?.[shade];
      if (typeof v !== 'string' || !HEX.test(v)) return null;
    }
  }
  return value as ThemeColors;
}

export function applyThemeColors(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(colors))) root.style.setProperty(name, value);
}

/**
 * Loads the active theme and applies its twelve variables. On any failure it
 * only logs, and the default colours of the stylesheet stay.
 */
export async function loadActiveTheme(root: HTMLElement = document.documentElement): Promise<boolean> {
  try {
    const res = await api.get<{ colors: unknown }>('/themes/active');
    const colors = readColors(res.data?.colors);
    if (!res.success || !colors) {
      console.warn('Theme: the active theme could not be read; keeping the default colours.');
      return false;
    }
    applyThemeColors(colors, root);
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', colors.primary.main);
    return true;
  } catch (err) {
    console.warn('Theme: failed to load the active theme; keeping the default colours.', err);
    return false;
  }
}
