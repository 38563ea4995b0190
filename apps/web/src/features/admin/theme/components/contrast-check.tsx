import { contrastRatio, meetsAA, type THEME_GROUPS, type ThemeColors } from '@cq/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';

type Group = (typeof THEME_GROUPS)[number];

export interface ContrastPair {
  label: string;
  foreground: string;
  background: string;
}

/**
 * The text/colour pairs the site shows for a group: its contrast text on the
 * main colour (buttons, bars) and on the dark one (their hover and the header),
 * and, for primary and accent, the main colour as text on white (headings,
 * links). Gold is never body text (BRAND.md), so secondary has no such pair.
 */
export function contrastPairs(colors: ThemeColors, group: Group): ContrastPair[] {
  const c = colors[group];
  const pairs: ContrastPair[] = [
    { label: 'Contrast text on main', foreground: c.contrastText, background: c.main },
    { label: 'Contrast text on dark', foreground: c.contrastText, background: c.dark },
  ];
  if (group !== 'secondary') pairs.push({ label: 'Main as text on white', foreground: c.main, background: '#FFFFFF' });
  return pairs;
}

/** One pair: a sample, the ratio, and a warning under WCAG AA for body text (4.5:1). */
export function ContrastCheck({ pair }: { pair: ContrastPair }) {
  const ratio = contrastRatio(pair.foreground, pair.background);
  const ok = meetsAA(pair.foreground, pair.background);
  const shown = `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
  return (
    <li className="flex flex-wrap items-center gap-2 text-xs">
      <span
        className="inline-flex h-6 w-9 shrink-0 items-center justify-center rounded border border-hairline font-semibold"
        style={{ color: pair.foreground, backgroundColor: pair.background }}
        aria-hidden
      >
        Aa
      </span>
      <span className="text-ink">{pair.label}</span>
      {ok ? (
        <span className="inline-flex items-center gap-1 text-status-approved">
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
          {shown} · meets AA
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 font-semibold text-status-rejected">
          <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
          Low contrast: {shown}, AA needs 4.5:1
        </span>
      )}
    </li>
  );
}
