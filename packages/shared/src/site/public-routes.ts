import { CONTINENTS } from '../brand';

/** The public pages a search engine may list (sitemap.xml), with how often they change. */
export const PUBLIC_ROUTES: ReadonlyArray<{ path: string; priority: number }> = [
  { path: '/', priority: 1 },
  { path: '/about', priority: 0.8 },
  { path: '/competition', priority: 0.8 },
  { path: '/sponsorship', priority: 0.8 },
  { path: '/contact', priority: 0.6 },
  ...CONTINENTS.map((c) => ({ path: `/continents/${c.slug}`, priority: 0.7 })),
  { path: '/delegates', priority: 0.7 },
  { path: '/peoples-choice', priority: 0.7 },
  { path: '/auth/signup', priority: 0.6 },
  { path: '/terms-of-use', priority: 0.3 },
  { path: '/privacy-policy', priority: 0.3 },
];

/**
 * Stands for the site's address in the pages prerendered at build (apps/web/src/prerender); the server writes
 * PUBLIC_URL's origin in its place when it loads them (apps/api/src/plugins/web-assets-cache.ts).
 */
export const PRERENDER_ORIGIN_PLACEHOLDER = '__CQ_PUBLIC_ORIGIN__';
