import { createContext, useContext } from 'react';

export interface PageAddress {
  origin: string;
  pathname: string;
}

/**
 * Where the page being rendered lives. In the browser it is the window's
 * location; the build's prerender of the public pages provides it, with a
 * placeholder origin the server replaces with PUBLIC_URL when it loads them.
 */
export const PageAddressContext = createContext<PageAddress | null>(null);

export function usePageAddress(): PageAddress {
  const given = useContext(PageAddressContext);
  if (given) return given;
  if (typeof window === 'undefined') return { origin: '', pathname: '/' };
  return { origin: window.location.origin, pathname: window.location.pathname };
}
