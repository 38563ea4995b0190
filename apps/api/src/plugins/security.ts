import helmet from '@fastify/helmet';
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
const TOKEN_PAGES = /^\/auth\/(reset-password|verify-email)\//;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Security headers (DESIGN decision 15) and the content-type rule for JSON routes. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const stripe = opts.config.payments.provider === 'stripe';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_HOSTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.config.storage.kind === 's3' ? ['https:'] : [])],
        mediaSrc: ["'self'", 'blob:', ...(opts.config.storage.kind === 's3' ? ['https:'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? STRIPE_HOSTS : ["'none'"],
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

  // Token pages must not leak their URL to other sites.
  app.addHook('onSend', async (request, reply) => {
    if (TOKEN_PAGES.test(request.url)) reply.header('referrer-policy', 'no-referrer');
  });

  // A cross-site HTML form can only send form encodings or text/plain: JSON routes take JSON only.
  app.addHook('preValidation', async (request) => {
    if (!hasBody(request.headers)) return;
    const kind = request.routeOptions.config?.bodyType ?? 'json';
    if (kind === 'raw') return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const wanted = kind === 'multipart' ? 'multipart/form-data' : 'application/json';
    if (type !== wanted) throw unsupportedType(`This endpoint accepts ${wanted} only.`);
  });
});
