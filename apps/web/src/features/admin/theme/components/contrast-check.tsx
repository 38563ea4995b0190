import { contrastRatio, meetsAA, type THEME_GROUPS, type ThemeColors } from '@cq/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useFormat } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { themeMessages as m } from '../messages';

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
    { label: m.pairOnMain.defaultMessage, foreground: c.contrastText, background: c.main },
    { label: m.pairOnDark.defaultMessage, foreground: c.contrastText, background: c.dark },
  ];
  if (group !== 'secondary')
    pairs.push({ label: m.pairMainOnWhite.defaultMessage, foreground: c.main, background: '#FFFFFF' });
  return pairs;
}

/**
 * The words of each pair, by the English name the pair carries: the shared rules name the status labels' pairs in
 * English, so they are read in the page's language here.
 */
const PAIR_NAME = new Map<string, MessageDescriptor>(
  [
    m.pairOnMain,
    m.pairOnDark,
    m.pairMainOnWhite,
    m.pairPending,
    m.pairSubmitted,
    m.pairApproved,
    m.pairRejected,
    m.pairActive,
    m.pairGold,
  ].map((message) => [message.defaultMessage, message]),
);

/** WCAG AA for body text. */
const AA_MINIMUM = 4.5;

/** One pair: a sample, the ratio, and a warning under WCAG AA for body text (4.5:1). */
export function ContrastCheck({ pair }: { pair: ContrastPair }) {
  const t = useT();
  const format = useFormat();
  const ratio = contrastRatio(pair.foreground, pair.background);
  const ok = meetsAA(pair.foreground, pair.background);
  // Rounded down, so a pair just under the bar never reads as 4.50.
  const shown = format.number(Math.floor(ratio * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const name = PAIR_NAME.get(pair.label);
  return (
    <li className="flex flex-wrap items-center gap-2 text-xs">
      <span
        className="inline-flex h-6 w-9 shrink-0 items-center justify-center rounded border border-hairline font-semibold"
        style={{ color: pair.foreground, backgroundColor: pair.background }}
        aria-hidden
        translate="no"
      >
        {/* A type sample, the same in every language. */}
        Aa
      </span>
      <span className="text-ink">{name ? t(name) : pair.label}</span>
      {ok ? (
        <span className="inline-flex items-center gap-1 text-status-approved">
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
          {t(m.meetsAA, { ratio: shown })}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 font-semibold text-status-rejected">
          <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
          {t(m.lowContrast, { ratio: shown, minimum: format.number(AA_MINIMUM) })}
        </span>
      )}
    </li>
  );
}
