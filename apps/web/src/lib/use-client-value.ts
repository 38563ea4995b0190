import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser can know (today's date, the current year), read so
 * that a prerendered page hydrates without a mismatch: while hydrating, React
 * uses `prerendered` (what the HTML was built with), then renders again with
 * the browser's value. A page rendered in the browser alone reads it at once.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(never, read, () => prerendered);
}

/** When this build was made: what a prerendered page was rendered with. */
export const BUILT_AT: Date = new Date(typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : Date.now());

/**
 * False while a prerendered page is being hydrated, true once its script is live (and at once on a page drawn
 * in the browser alone). A form on a prerendered page keeps its submit button disabled until then: pressed
 * before, the browser would send the form its own way, a GET with every answer, a password included, in the
 * address. A disabled default button also stops Enter from sending it. What was typed meanwhile stays in the
 * fields and is sent once the page is live (apps/web/src/prerender/prerendered-forms.test.tsx).
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
