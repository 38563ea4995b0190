import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_VIEW, embedSiteView, type PageDataEntry, type SiteView, splitLocalePath } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BuiltPage, type CachedFile, prerenderedPageFiles, withOrigin } from '../../plugins/web-assets-cache';
import type { CompressedPage } from '../../workers/heavy';
import { readSiteView } from './present';

export interface SitePages {
  /** The view the pages are drawn with now (read again from the database at most every few seconds). */
  view(): Promise<SiteView>;
  /**
   * A prerendered public page by path, as drawn with the current view: the build's own page while the view is
   * the built-in one, else drawn on the worker pool (at once when a request asks before the background did).
   */
  page(route: string): Promise<CachedFile | undefined>;
  /** The paths of the prerendered pages (the build's, known without drawing anything). */
  routes(): string[];
  /** The app's entry page, carrying the current view. */
  index(): Promise<CachedFile | undefined>;
  /** Reads the view now; a changed view makes every page be drawn again (the next request waits for its own). */
  refresh(): Promise<void>;
  /** The same, at most once every few seconds and without waiting: what a page request calls. */
  refreshSoon(): void;
  /** Draws every page not yet drawn for the current view, a few at a time; what the server does after listening. */
  drawAll(): Promise<void>;
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
const DEFAULT_KEY = keyOf(DEFAULT_SITE_VIEW);

/** A page the pool made, as the server keeps it (the pool answers plain byte arrays). */
function cachedPage(page: CompressedPage): CachedFile {
  const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return {
    type: 'text/html; charset=utf-8',
    etag: page.etag,
    cacheControl: 'no-cache',
    identity: bytes(page.identity),
    br: bytes(page.br),
    gzip: bytes(page.gzip),
  };
}

/**
 * The public pages as the organisers last worded them. Nothing is drawn while the server starts: it lists the
 * pages the build prerendered and answers at once. A page is made when first asked for, or by the pass the
 * server runs in the background once it listens: the build's page itself (its precompressed files when the
 * build wrote them for this site's address, else compressed on the worker pool) while the stored words are
 * the built-in ones, else drawn again on the pool with the build's own renderer, so search engines, link
 * previews and the first paint show the current words, and each page carries the view it was drawn with so
 * the browser hydrates the same markup. A change of the words (a save in the back office, another instance's
 * save, an announcement's window opening) starts the pages afresh.
 */
export const sitePagesPlugin = fp(
  async (app: FastifyInstance, opts: { root?: string; publicUrl: string; now?: () => number }) => {
    const now = opts.now ?? (() => Date.now());
    const origin = new URL(opts.publicUrl).origin;
    const root = opts.root && fs.existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
    const template = root ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : null;
    const rendererFile = root ? path.join(root, 'ssr', 'render-page.js') : null;
    const hasRenderer = rendererFile !== null && fs.existsSync(rendererFile);
    const built = root ? prerenderedPageFiles(root, origin) : new Map<string, BuiltPage>();

    /** The view the pages are made for; null until it was first read (when the app is ready, or by a first request). */
    let current: { view: SiteView; key: string } | null = null;
    /** The pages made (or being made) for one view, by path; replaced when the view changes. */
    let made = { key: '', pages: new Map<string, Promise<CachedFile | undefined>>() };
    let index: Promise<CachedFile> | undefined;
    let checkedAt = 0;
    const drawnPages = new Map<string, Promise<CachedFile>>();
    const providers: ((pathname: string) => Promise<readonly PageDataEntry[]>)[] = [];
    let chain: Promise<void> = Promise.resolve();
    let inFlight = false;
    let warnedNoRenderer = false;

    // A page only fills the cache: a closing server does not wait for one being drawn (plugins/worker-pool.ts).
    const pageTask = { abandonOnClose: true };
    const compress = async (html: string) => cachedPage(await app.workers.run('compressPage', { html }, pageTask));
    const draw = async (pathname: string, view: SiteView, data?: readonly PageDataEntry[]) =>
      cachedPage(
        await app.workers.run(
          'drawPage',
          {
            rendererFile: rendererFile as string,
            pathname,
            template: template as string,
            view,
            origin,
            ...(data ? { data } : {}),
          },
          pageTask,
        ),
      );

    /** One page for one view: the build's page for the built-in view (or without a renderer), else drawn. */
    async function make(route: string, view: { view: SiteView; key: string }): Promise<CachedFile | undefined> {
      const file = built.get(route);
      if (!file) return undefined;
      if (view.key === DEFAULT_KEY || !hasRenderer) {
        if (!hasRenderer && view.key !== DEFAULT_KEY && !warnedNoRenderer) {
          warnedNoRenderer = true;
          app.log.warn('the web build has no page renderer (dist/ssr): public pages keep the built-in words');
        }
        return file.precompressed() ?? compress(file.html());
      }
      return draw(route, view.view);
    }

    /** The page for the current view, made once and shared by every request that asks meanwhile. */
    function pageFor(route: string, view: { view: SiteView; key: string }): Promise<CachedFile | undefined> {
      // Asked for with a view that is no longer current (the words changed meanwhile): made, not kept.
      if (view.key !== made.key) return make(route, view);
      const { pages } = made;
      let page = pages.get(route);
      if (!page) {
        page = make(route, view);
        pages.set(route, page);
        // A page that could not be made (a busy pool, a renderer's error) is made again by the next request.
        page.catch(() => {
          if (pages.get(route) === page) pages.delete(route);
        });
      }
      return page;
    }

    function use(view: SiteView): void {
      if (drawing) again = true;
      current = { view, key: keyOf(view) };
      made = { key: current.key, pages: new Map() };
      index = undefined;
      drawnPages.clear();
    }

    /** One refresh at a time, in order: a save's refresh never returns before the pages follow its words. */
    function refresh(): Promise<void> {
      const run = chain.then(async () => {
        checkedAt = now();
        const view = await readSiteView(app.db, app.config, new Date(now()));
        if (keyOf(view) === current?.key) return;
        const first = current === null;
        use(view);
        // A listening server makes the pages again in the background (the first time, the pass after listen
        // does); until then each is made when asked for.
        if (!first && app.server.listening) void drawAll();
      });
      chain = run.catch((err) => {
        app.log.error({ err }, 'the site content could not be read');
      });
      return run;
    }

    /** The view to serve: read from the database at the first request, the stored one ever after. */
    async function currentView(): Promise<{ view: SiteView; key: string }> {
      if (!current) await refresh().catch(() => {});
      // The database could not be read at all: the build's words, until it can.
      return current ?? { view: DEFAULT_SITE_VIEW, key: DEFAULT_KEY };
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

    let drawing: Promise<void> | null = null;
    let again = false;
    let closing = false;
    /**
     * Every page for the current view, one at a time (the pool's other threads stay free for requests). A change
     * of the words during the pass starts it again with them.
     */
    function drawAll(): Promise<void> {
      if (drawing) {
        again = true;
        return drawing;
      }
      drawing = (async () => {
        do {
          again = false;
          const view = await currentView();
          for (const route of built.keys()) {
            if (again || closing) break;
            await pageFor(route, view).catch((err) => {
              if (!closing) app.log.warn({ err, route }, 'a public page could not be drawn in the background');
            });
          }
        } while (again && !closing);
      })().finally(() => {
        drawing = null;
      });
      return drawing;
    }

    app.decorate('sitePages', {
      async view() {
        if (now() - checkedAt >= SITE_VIEW_CHECK_MS) await refresh().catch(() => {});
        return (await currentView()).view;
      },
      async page(route) {
        return pageFor(route, await currentView());
      },
      routes: () => [...built.keys()],
      async index() {
        if (!template) return undefined;
        const view = await currentView();
        if (!index) {
          const entry = compress(withOrigin(embedSiteView(template, view.view), opts.publicUrl));
          index = entry;
          entry.catch(() => {
            if (index === entry) index = undefined;
          });
        }
        return index;
      },
      refresh,
      refreshSoon,
      drawAll,
      async drawn(pathname, data) {
        if (!root || !template || !hasRenderer) return null;
        const view = await currentView();
        const key = `${view.key}|${pathname}|${JSON.stringify(data)}`;
        let kept = drawnPages.get(key);
        if (!kept) {
          kept = draw(pathname, view.view, data);
          drawnPages.set(key, kept);
          const entry = kept;
          entry.catch(() => {
            if (drawnPages.get(key) === entry) drawnPages.delete(key);
          });
          // Oldest first: a Map keeps the order entries were added in.
          while (drawnPages.size > DRAWN_KEPT) drawnPages.delete(drawnPages.keys().next().value as string);
        }
        return kept;
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

    // The stored words are read when the app is ready (one query; nothing is drawn), so the pages of an
    // instance follow what was stored when it started until its next check.
    app.addHook('onReady', async () => {
      await refresh().catch(() => {});
    });
    // Once the listening server has answered its first request (the load balancer's or the platform's health
    // check, or a first visitor), the pages for the stored words are made in the background, so the next visitors
    // find them ready: the start itself, and its first answer, wait for none of it (nor for the worker pool's
    // threads, which the first page starts). A closing server starts no page and logs no refusal of the pool.
    let passStarted = false;
    app.addHook('onResponse', async () => {
      if (passStarted || closing || !app.server.listening) return;
      passStarted = true;
      setImmediate(() => {
        if (closing) return;
        void drawAll().catch((err) => app.log.warn({ err }, 'the public pages could not be drawn in the background'));
      });
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
  },
  { name: 'site-pages', dependencies: ['worker-pool'] },
);
