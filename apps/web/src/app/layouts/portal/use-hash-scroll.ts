import { useEffect } from 'react';
import { useLocation } from 'react-router';

const TRIES = 30;
const EVERY_MS = 100;

/**
 * After a navigation to `page#section` (the search box), scrolls the section
 * into view and moves focus to it, waiting briefly for a page that is still
 * loading its data to render it.
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same section on another page is a new target.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        return;
      }
      tries += 1;
      if (tries < TRIES) timer = setTimeout(attempt, EVERY_MS);
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}
