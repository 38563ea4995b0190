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
