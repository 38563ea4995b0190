import type { PublicFanVote, VoteDecision } from '@cq/shared';
import { useCallback } from 'react';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useLocale, useT } from '../../../i18n/locale-context';
import { useWritten } from '../../../i18n/written';
import { votingMessages as m } from './messages';

export { useCountryName };

/** A vote's name as staff wrote it in the page's language, or their English (then `lang` is 'en'). */
export function useVoteName(): (vote: Pick<PublicFanVote, 'name' | 'translations'>) => {
  text: string;
  lang: 'en' | undefined;
} {
  const written = useWritten();
  return useCallback(
    (vote) => {
      const { words, lang } = written({ name: vote.name }, vote.translations);
      return { text: words.name, lang };
    },
    [written],
  );
}

/**
 * When a vote is open, in its own time zone: "1 December 2026 at 09:00 – 8 December 2026 at 21:00 (Africa/Lagos)"
 * in English, each other language writing its dates its own way.
 */
export function useVoteWindow(): (vote: PublicFanVote) => string {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  return useCallback(
    (vote: PublicFanVote) => {
      const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: vote.timeZone };
      const english = new Intl.DateTimeFormat('en-GB', options);
      const date = (iso: string) => (locale === 'en' ? english.format(new Date(iso)) : format.date(iso, options));
      return t(m.window, {
        opens: date(vote.opensAt),
        closes: date(vote.closesAt),
        timeZone: timeZoneName(vote.timeZone),
      });
    },
    [t, locale, format],
  );
}

/** A time zone as people read it: Africa/Lagos, America/New York. */
export const timeZoneName = (zone: string) => zone.replace(/_/g, ' ');

/** What a vote decides, in the page's language; the award's title and the round's name as the organisers wrote them. */
export function useOutcome(): (decision: VoteDecision) => string {
  const t = useT();
  return useCallback(
    (decision: VoteDecision) => {
      if (decision.kind === 'award') return t(m.outcomeAward, { title: decision.title });
      const { count, roundName } = decision;
      return roundName === null ? t(m.outcomeAdvanceNext, { count }) : t(m.outcomeAdvance, { count, round: roundName });
    },
    [t],
  );
}
