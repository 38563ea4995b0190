import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route or query change scrolls to the top. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the triggers.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
