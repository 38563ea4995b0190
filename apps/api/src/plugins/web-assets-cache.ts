import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRERENDER_ORIGIN_PLACEHOLDER } from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built app's entry page and hashed assets, held in memory with their
 * precompressed variants: they are small, immutable per build, and requested
 * on every visit, so they are served without touching the disk.
 */
export interface CachedFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const MAX_FILE = 2 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function readOptional(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function load(file: string, cacheControl: string): CachedFile | undefined {
  const type = TYPES[path.extname(file)];
  if (!type) return undefined;
  const identity = fs.readFileSync(file);
  if (identity.length > MAX_FILE) return undefined;
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
  return { type, etag, cacheControl, identity, br: readOptional(`${file}.br`), gzip: readOptional(`${file}.gz`) };
}

/** url path → file, for index.html and everything under assets/. */
export function loadWebAssets(root: string): Map<string, CachedFile> {
  const map = new Map<string, CachedFile>();
  const index = load(path.join(root, 'index.html'), 'no-cache');
  if (index) map.set('/index.html', index);
  const assets = path.join(root, 'assets');
  if (fs.existsSync(assets)) {
    for (const name of fs.readdirSync(assets)) {
      if (/\.(br|gz)$/.test(name)) continue;
      const entry = load(path.join(assets, name), IMMUTABLE);
      if (entry) map.set(`/assets/${name}`, entry);
    }
  }
  return map;
}

/** The site's address written where a page drawn without it holds the placeholder. */
export function withOrigin(html: string, publicUrl: string): string {
  return html.replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, new URL(publicUrl).origin);
}

/**
 * The file naming the site address the build compressed the prerendered pages for (scripts/compress-dist.mjs):
 * a server with that address serves the build's .br and .gz as they are.
 */
export const PAGES_ORIGIN_FILE = 'compressed-for-origin.txt';

/** A page the build prerendered, read only when first served. */
export interface BuiltPage {
  /** The page with the site's address written in. */
  html(): string;
  /** The page with the build's compressed variants, when they were made for this site's address. */
  precompressed(): CachedFile | undefined;
}

/**
 * The public pages the build prerendered (dist/pages, one file per path), by url path: / → pages/index.html,
 * /continents/asia → pages/continents/asia.html. Only the names are read here; each file when it is served.
 */
export function prerenderedPageFiles(root: string, origin: string): Map<string, BuiltPage> {
  const map = new Map<string, BuiltPage>();
  const pages = path.join(root, 'pages');
  if (!fs.existsSync(pages)) return map;
  const originFile = path.join(pages, PAGES_ORIGIN_FILE);
  const compressedForUs = fs.existsSync(originFile) && fs.readFileSync(originFile, 'utf8').trim() === origin;
  for (const name of fs.readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const route = `/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    const file = path.join(pages, name);
    const html = () => fs.readFileSync(file, 'utf8').replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, origin);
    map.set(route === '/index' ? '/' : route, {
      html,
      precompressed() {
        const br = compressedForUs ? readOptional(`${file}.br`) : undefined;
        const gzip = compressedForUs ? readOptional(`${file}.gz`) : undefined;
        if (!br || !gzip) return undefined;
        const identity = Buffer.from(html());
        const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
        return { type: TYPES['.html'] as string, etag, cacheControl: 'no-cache', identity, br, gzip };
      },
    });
  }
  return map;
}

/** Sends a cached file, choosing brotli, gzip or identity from Accept-Encoding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, file: CachedFile) {
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', file.etag);
  // A page that also depends on the language (static-web.ts) has said so already.
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.identity);
}
