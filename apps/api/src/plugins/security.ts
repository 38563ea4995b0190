import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { unsupportedType } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body this route accepts: JSON by default, multipart for uploads, raw for webhooks. */
    bodyType?: 'json' | 'multipart' | 'raw';
  }
}

const STRIPE_HOSTS = ['https://js.stripe.com', 'https://*.stripe.com'];
const TOKEN_PAGES = /^\/auth\/(reset-password|verify-email)\//;

/**
 * Runs helmet once against a recording response and keeps the headers it sets:
 * helmet stays the source of truth for the values, without its per-request cost.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet(options) as unknown as (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
  middleware({}, res, (err) => {
    if (err) throw err;
  });
  return headers;
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

/** Security headers and the content-type rule for JSON routes. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const stripe = opts.config.payments.provider === 'stripe';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.config.webDist), ...(stripe ? STRIPE_HOSTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.config.storage.kind === 's3' ? ['https:'] : [])],
        mediaSrc: ["'self'", 'blob:', ...(opts.config.storage.kind === 's3' ? ['https:'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        // The site frames only itself: the back office shows a private PDF through its signed link.
        frameSrc: ["'self'", ...(stripe ? STRIPE_HOSTS : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: opts.config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The headers are the same for every response: computed once, set in one call.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Token pages must not leak their URL to other sites.
  app.addHook('onSend', (request, reply, payload, done) => {
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
