import type { ThemeColors } from './colors';
import { contrastRatio } from './contrast';

/**
 * The fixed status colours of the portal and back office (pending amber, submitted blue, approved green,
 * rejected red, active plum). They are used as small label text on a light tint of themselves, so each is dark
 * enough to keep 4.5:1 on that tint; apps/web/src/styles/index.css carries the same values as CSS tokens.
 */
export const STATUS_COLORS = {
  pending: '#92400E',
  submitted: '#1D4ED8',
  approved: '#166534',
  rejected: '#B91C1C',
  active: '#5B2A86',
} as const;
export type StatusTone = keyof typeof STATUS_COLORS;

/** The surfaces labels sit on: white cards and the ivory page. */
export const LABEL_SURFACES = { white: '#FFFFFF', ivory: '#FBF8F3' } as const;

/** The tints behind label text: the label's colour at 5 %, 10 % or 15 % over the surface. */
export const LABEL_TINTS = [0.05, 0.1, 0.15] as const;

/** `color` laid at `alpha` over the opaque `surface`, as #rrggbb (what the browser paints for `bg-x/10`). */
export function blend(color: string, surface: string, alpha: number): string {
  const rgb = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  };
  const [f, s] = [rgb(color), rgb(surface)];
  return `#${f
    .map((c, i) => Math.round(c * alpha + (s[i] as number) * (1 - alpha)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export interface LabelPair {
  label: string;
  foreground: string;
  /** The lowest-contrast background the label meets (its strongest tint on either surface). */
  background: string;
}

/** The least contrasting of the tints of `tint` (over both surfaces) behind `text`. */
function worstTint(text: string, tint: string, tints: readonly number[]): string {
  let worst = '';
  let ratio = Number.POSITIVE_INFINITY;
  for (const surface of Object.values(LABEL_SURFACES)) {
    for (const alpha of tints) {
      const bg = blend(tint, surface, alpha);
      const r = contrastRatio(text, bg);
      if (r < ratio) [worst, ratio] = [bg, r];
    }
  }
  return worst;
}

/**
 * Every small-label colour pair of the site, at its weakest: each status colour on its own tint, and the gold
 * labels (the secondary group's contrast text on a tint of gold, up to 25 %). The theme editor warns about any
 * pair under 4.5:1.
 */
export function labelContrastPairs(colors: ThemeColors): LabelPair[] {
  const pairs: LabelPair[] = (Object.keys(STATUS_COLORS) as StatusTone[]).map((tone) => ({
    label: `${tone[0]?.toUpperCase()}${tone.slice(1)} label on its tint`,
    foreground: STATUS_COLORS[tone],
    background: worstTint(STATUS_COLORS[tone], STATUS_COLORS[tone], LABEL_TINTS),
  }));
  pairs.push({
    label: 'Gold label text on a gold tint',
    foreground: colors.secondary.contrastText,
    background: worstTint(colors.secondary.contrastText, colors.secondary.main, [0.15, 0.2, 0.25]),
  });
  return pairs;
}
