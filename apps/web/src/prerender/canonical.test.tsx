import {
  DEFAULT_SITE_VIEW,
  localePath,
  PRERENDER_ORIGIN_PLACEHOLDER,
  PUBLIC_ROUTES,
  SUPPORTED_LOCALES,
} from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

const canonicalsOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"\/?>/g)].map((m) => m[1]);

describe('the prerendered public pages', () => {
  it.each(SUPPORTED_LOCALES)('name their own address as canonical, in %s', { timeout: 60_000 }, async (locale) => {
    for (const route of PUBLIC_ROUTES) {
      const pathname = localePath(locale, route.path);
      const html = await renderPage(pathname, DEFAULT_SITE_VIEW);
      expect(canonicalsOf(html), pathname).toEqual([`${PRERENDER_ORIGIN_PLACEHOLDER}${pathname}`]);
    }
  });
});
