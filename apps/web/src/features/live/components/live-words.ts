import type { LiveDelegate, LivePicture } from '@cq/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { liveMessages as m } from '../messages';

/** A placement's title in the page's language: the queen, or her runner-up rank. */
export function usePlaceTitle(): (place: number) => string {
  const t = useT();
  return useCallback((place: number) => (place === 1 ? t(m.queen) : t(m.runnerUp, { place: String(place) })), [t]);
}

/**
 * Milliseconds left until `endsAt` by the server's clock, ticking each second: the device's clock is corrected by
 * the difference between the frame's `at` (the server's clock when it was made) and the device's when it arrived.
 */
export function useRemaining(endsAt: string | null, serverAt: string): number | null {
  const offset = useMemo(() => Date.parse(serverAt) - Date.now(), [serverAt]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [endsAt]);
  if (!endsAt) return null;
  return Math.max(0, Date.parse(endsAt) - (now + offset));
}

/** "4:05" or "1:02:09", with the page's digits (Western in Arabic, as everywhere). */
export function useClock(): (ms: number) => string {
  const format = useFormat();
  return useCallback(
    (ms: number) => {
      const total = Math.ceil(ms / 1_000);
      const h = Math.floor(total / 3_600);
      const min = Math.floor((total % 3_600) / 60);
      const s = total % 60;
      const two = (n: number) => format.number(n, { minimumIntegerDigits: 2, useGrouping: false });
      return h > 0 ? `${format.number(h)}:${two(min)}:${two(s)}` : `${format.number(min)}:${two(s)}`;
    },
    [format],
  );
}

/** A delegate as a picture shows her: the line above her name, and whether she is placed (gold) or crowned. */
export interface ShownPerson {
  eyebrow: string;
  delegate: LiveDelegate;
  gold?: boolean;
  crowned?: boolean;
}

/**
 * The delegate a picture is about, as the stage and the fans' page both show her: on stage under the segment's
 * title, revealed under her place, crowned as the new queen; null for a picture about no one.
 */
export function useShownPerson(): (picture: LivePicture) => ShownPerson | null {
  const t = useT();
  const placeTitle = usePlaceTitle();
  return useCallback(
    (p: LivePicture) => {
      if (p.kind === 'on_stage') return { eyebrow: p.title, delegate: p.delegate };
      if (p.kind === 'reveal')
        return { eyebrow: placeTitle(p.placement.place), delegate: p.placement.delegate, gold: true };
      if (p.kind === 'crowning') return { eyebrow: t(m.newQueen), delegate: p.queen, gold: true, crowned: true };
      return null;
    },
    [t, placeTitle],
  );
}
