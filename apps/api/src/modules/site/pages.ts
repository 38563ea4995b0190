import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SITE_VIEW, embedSiteView, type PageDataEntry, type SiteView, splitLocalePath } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedFile, htmlEntry, loadPrerenderedPages, withOrigin } from '../../plugins/web-assets-cache';
import { readSiteView } from './present';

/** The page renderer the web build leaves in dist/ssr (apps/web/src/prerender/render-page.tsx). */
interface PageRenderer {
  renderDocument(pathname: string, template: string, view: SiteView, data?: readonly PageDataEntry[]): Promise<string>;
  PRERENDERED_PATHS: readonly string[];
}

export interface SitePages {
  /** The view the pages are drawn with now (read again from the database at most every few seconds). */
  view(): Promise<SiteView>;
  /** A prerendered public page by path, as drawn with the current view. */
  page(route: string): CachedFile | undefined;
  routes(): string[];
  /** The app's entry page, carrying the current view. */
  index(): CachedFile | undefined;
  /** Reads the view now and draws the pages again if it changed; resolves when they are served. */
  refresh(): Promise<void>;
  /** The same, at most once every few seconds and without waiting: what a page request calls. */
  refreshSoon(): void;
  /**
   * A page drawn on request with the data it shows (a delegate's profile), so
   * link previews and the first paint have it; null without a web build.
   * Kept while the words and the data stay the same.
   */
  drawn(pathname: string, data: readonly PageDataEntry[]): Promise<CachedFile | null>;
  /**
   * Lets an area hand data to a prerendered page (a continent page, its published delegates): the page is then
   * drawn with it, else served as prerendered. `provide` answers no entries for pages it has nothing for.
   */
  addDataProvider(provide: (pathname: string) => Promise<readonly PageDataEntry[]>): void;
  /** The data every provider has for a page (none: the prerendered page as it is). */
  dataFor(pathname: string): Promise<readonly PageDataEntry[]>;
}

/** Pages drawn on request that are kept (the most recently drawn). */
const DRAWN_KEPT = 200;

declare module 'fastify' {
  interface FastifyInstance {
    sitePages: SitePages;
  }
}

/**
 * Another instance may have saved a change (or an announcement's window may
 * have opened): the view is read again after this long, on the next request.
 */
export const SITE_VIEW_CHECK_MS = 2_000;

const keyOf = (view: SiteView) => JSON.stringify(view);

async function loadRenderer(root: string): Promise<PageRenderer | null> {
  const file = path.join(root, 'ssr', 'render-page.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The public pages as the organisers last worded them. The build draws them
 * with the built-in words; when the stored words differ (at start, after a
 * change in the back office, or after another instance's change) the pages
 * are drawn again with the build's own renderer, so search engines, link
 * previews and the first paint show the current words, and each page carries
 * the view it was drawn with so the browser hydrates the same markup.
 */
export const sitePagesPlugin = fp(
  async (app: FastifyInstance, opts: { root?: string; publicUrl: string; now?: () => number }) => {
    const now = opts.now ?? (() => Date.now());
    const root = opts.root && fs.existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
    const template = root ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : null;
    let renderer: Promise<PageRenderer | null> | null = null;

    let current = { view: DEFAULT_SITE_VIEW, key: keyOf(DEFAULT_SITE_VIEW) };
    let pages = root ? await loadPrerenderedPages(root, opts.publicUrl) : new Map<string, CachedFile>();
    let index = template
      ? await htmlEntry(withOrigin(embedSiteView(template, current.view), opts.publicUrl))
      : undefined;
    let checkedAt = 0;
    const drawnPages = new Map<string, CachedFile>();
    const providers: ((pathname: string) => Promise<readonly PageDataEntry[]>)[] = [];
    let chain: Promise<void> = Promise.resolve();
    let inFlight = false;

    async function draw(view: SiteView): Promise<void> {
      if (root && template) {
        renderer ??= loadRenderer(root);
        const r = await renderer;
        if (r) {
          const next = new Map<string, CachedFile>();
          for (const pathname of r.PRERENDERED_PATHS) {
            const html = await r.renderDocument(pathname, template, view);
            next.set(pathname, await htmlEntry(withOrigin(html, opts.publicUrl)));
          }
          pages = next;
        } else if (pages.size > 0) {
          app.log.warn('the web build has no page renderer (dist/ssr): public pages keep the built-in words');
        }
        index = await htmlEntry(withOrigin(embedSiteView(template, view), opts.publicUrl));
      }
      current = { view, key: keyOf(view) };
      drawnPages.clear();
    }

    /** One refresh at a time, in order: a save's refresh never returns before its own words are drawn. */
    function refresh(): Promise<void> {
      const run = chain.then(async () => {
        checkedAt = now();
        const view = await readSiteView(app.db, app.config, new Date(now()));
        if (keyOf(view) !== current.key) await draw(view);
      });
      chain = run.catch((err) => {
        app.log.error({ err }, 'the public pages could not be drawn with the current site content');
      });
      return run;
    }

    function refreshSoon(): void {
      if (inFlight || now() - checkedAt < SITE_VIEW_CHECK_MS) return;
      inFlight = true;
      refresh()
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
    }

    app.decorate('sitePages', {
      async view() {
        if (now() - checkedAt >= SITE_VIEW_CHECK_MS) await refresh().catch(() => {});
        return current.view;
      },
      page: (route) => pages.get(route),
      routes: () => [...pages.keys()],
      index: () => index,
      refresh,
      refreshSoon,
      async drawn(pathname, data) {
        if (!root || !template) return null;
        renderer ??= loadRenderer(root);
        const r = await renderer;
        if (!r) return null;
        const key = `${current.key}|${pathname}|${JSON.stringify(data)}`;
        const kept = drawnPages.get(key);
        if (kept) return kept;
        const file = await htmlEntry(
          withOrigin(await r.renderDocument(pathname, template, current.view, data), opts.publicUrl),
        );
        drawnPages.set(key, file);
        // Oldest first: a Map keeps the order entries were added in.
        while (drawnPages.size > DRAWN_KEPT) drawnPages.delete(drawnPages.keys().next().value as string);
        return file;
      },
      addDataProvider(provide) {
        providers.push(provide);
      },
      async dataFor(pathname) {
        if (providers.length === 0) return [];
        // A page's data is the same in every language: providers see the path without its language's prefix.
        const { path: bare } = splitLocalePath(pathname);
        return (await Promise.all(providers.map((p) => p(bare)))).flat();
      },
    } satisfies SitePages);

    // Pages served from the first request on carry the stored words.
    await refresh().catch(() => {});
  },
  { name: 'site-pages' },
);
