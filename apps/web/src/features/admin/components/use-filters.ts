import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address bar, so a filtered view can be
 * bookmarked, shared and restored with Back. Changing a filter returns to page 1.
 */
export function useFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {} as Record<K | 'page', string>;
    for (const k of keys) out[k] = params.get(k) ?? '';
    out.page = params.get('page') ?? '';
    return out;
  }, [params, keys]);

  // Two changes before the list draws again (two search boxes whose pause ends together) build on each other:
  // the router hands over the address as last drawn, so the address last asked for is kept until it is drawn.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (params) asked.current = null;
  }, [params]);

  const set = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(asked.current ?? prev);
          for (const [k, v] of Object.entries(changes) as [string, string | undefined][]) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in changes)) next.delete('page');
          asked.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const page = Math.max(1, Number(values.page) || 1);
  /** The query string for the API: only the filters that are set, plus the page. */
  const query = useMemo(() => {
    const q = new URLSearchParams();
    for (const k of keys) if (values[k]) q.set(k, values[k]);
    q.set('page', String(page));
    return q.toString();
  }, [values, keys, page]);

  return { values, set, page, query };
}
