import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { unsupportedType } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body this route accepts: JSON by default, multipart for uploads, raw for webhooks. */
    bodyType?: 'json' | 'multipart' | 'raw';
  }
}

const STRIPE_HOSTS = ['https://js.stripe.com', 'https://*.stripe.com'];
// In any language: /auth/… or /fr/auth/….
const TOKEN_PAGES = /^(?:\/[a-z]{2})?\/auth\/(reset-password|verify-email)\//;

/** A Content-Security-Policy value: each directive followed by its sources, the directives joined by ';'. */
function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * The security headers of every response. They depend on the configuration only, so they are built once
 * and set in one call per request: measured with autocannon on GET /api/health, this serves about one and
 * a half times the requests per second of @fastify/helmet, which runs helmet's middleware on every request
 * (numbers in docs/decisions.md). The values are helmet's defaults with the policy below.
 */
function securityHeaders(config: Config): Record<string, string> {
  const stripe = config.payments.provider === 'stripe';
  const s3 = config.storage.kind === 's3';
  return {
    'content-security-policy': contentSecurityPolicy({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...inlineScriptHashes(config.webDist), ...(stripe ? STRIPE_HOSTS : [])],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...(s3 ? ['https:'] : [])],
      'media-src': ["'self'", 'blob:', ...(s3 ? ['https:'] : [])],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      // The site frames only itself: the back office shows a private PDF through its signed link.
      'frame-src': ["'self'", ...(stripe ? STRIPE_HOSTS : [])],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // HTTPS only, for a year, subdomains included: in production, where the site is served over HTTPS.
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The hashes of the inline scripts of the built index.html (the splash gate,
 * which must run before the first paint): the policy allows exactly those
 * and still no other inline script.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * The headers of the API's own answers. They are data, never a page: nothing in them may run, be framed or be
 * read by another site, and the page-only headers (the page policy, the opener policy, the referrer and
 * prefetch rules) have nothing to act on. The set is the REST list of OWASP's secure-headers project, plus the
 * resource policy that keeps another site from loading an answer. It is a quarter of the page set's bytes,
 * written on every polled call.
 */
function apiHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

const isApi = (url: string) => url.startsWith('/api/');
const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/** Security headers and the content-type rule for JSON routes. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const pageHeaders = securityHeaders(opts.config);
  const dataHeaders = apiHeaders(opts.config);
  // The headers depend on the configuration only: computed once, set in one call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? dataHeaders : pageHeaders);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // The few pages served under /api (the test provider's checkout, the development mailbox) get the page
    // set, except where the route chose a header of its own.
    if (isApi(request.url) && isHtml(reply.getHeader('content-type'))) {
      for (const [name, value] of Object.entries(pageHeaders)) {
        const current = reply.getHeader(name);
        if (current === undefined || current === dataHeaders[name]) reply.header(name, value);
      }
    }
    // Token pages must not leak their URL to other sites.
    if (TOKEN_PAGES.test(request.url)) reply.header('referrer-policy', 'no-referrer');
    done(null, payload);
  });

  // A cross-site HTML form can only send form encodings or text/plain: JSON routes take JSON only.
  app.addHook('preValidation', (request, _reply, done) => {
    const kind = request.routeOptions.config?.bodyType ?? 'json';
    if (kind === 'raw' || !hasBody(request.headers)) return done();
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const wanted = kind === 'multipart' ? 'multipart/form-data' : 'application/json';
    done(type === wanted ? undefined : unsupportedType(`This endpoint accepts ${wanted} only.`));
  });
});
