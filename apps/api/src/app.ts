import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@cq/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { DebugRequestLogs, developmentLogStream } from './lib/development-logs';
import { badInput } from './lib/errors';
import { redactUrl } from './lib/redact';
import { mailPlugin } from './mail';
import { registerModules } from './modules';
import { attachmentRowsOfCopy, attachmentsOfCopy } from './modules/admin/bulk-email/attachments';
import { challengePlugin } from './modules/challenge/plugin';
import { livePlugin } from './modules/live/plugin';
import { receiptAttachment } from './modules/payments/receipt';
import { sitePagesPlugin } from './modules/site/pages';
import { getActiveThemeColors } from './modules/themes/service';
import { ballotBatcher } from './modules/voting/group-commit';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrorEnvelope } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { workerPoolPlugin } from './plugins/worker-pool';
import { storagePlugin } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false silences the log; an object changes its level or stream (tests read the lines). */
  logger?: false | { level?: string; stream?: { write(line: string): unknown } };
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.refreshToken',
];

/** A JSON escape of NUL: `\u0000` not itself escaped (an even number of backslashes before it). */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;
const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/** The compilers of every schema (Fastify's option is typed for its JSON Schema compilers, hence the cast). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the HTTP app from config; server.ts listens, tests call app.inject(). */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const logStream = logger === false ? undefined : (logger?.stream ?? (await developmentLogStream(config)));
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: logger?.level ?? config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    ...(config.env === 'development' ? { logController: new DebugRequestLogs() } : {}),
    // A number of hops: the socket's peer is hop 0, each X-Forwarded-For entry from the right one more.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorEnvelope,
    // A request that reached the server before it closed is answered, not refused: the load balancer stopped
    // sending during the drain (readiness), and what still came is served with `Connection: close`.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's limit on a plugin's registration counts wall time: on a host whose cores are held by other work,
    // registering the API's routes alone has taken longer than its 10 s, and the start died. A start waits for
    // its work instead; a start that cannot finish is the platform's start-up probe's to judge.
    pluginTimeout: 0,
    // Every schema is a zod schema: naming its compilers here spares each start Fastify's default JSON Schema
    // compilers (ajv, fast-json-stringify), which it would otherwise load and build before the first route.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body (what a cross-site form can send) is refused with 415.
  app.removeContentTypeParser('text/plain');
  // PostgreSQL cannot store the NUL character in text: a JSON body that carries one (written \u0000; JSON has
  // no other way) is refused with the envelope's 400 here instead of failing at the database with a 500.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.includes('\\u0000') && NUL_ESCAPE.test(text)) return done(badInput(NUL_MESSAGE), undefined);
    parseJson(request, text, done);
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, globalMax: config.rateLimitMax });
  await app.register(challengePlugin, { redisUrl: config.redisUrl });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    fanVotes: () => ballotBatcher(database.db).stats,
  });
  await app.register(openapiPlugin, { siteName: config.siteName });
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(languagePlugin);
  await app.register(mailPlugin, {
    themeColors: () => getActiveThemeColors(database.db),
    receiptOf: (orderId) => receiptAttachment(app, orderId),
    copyAttachmentsOf: (outboxId) => attachmentsOfCopy(app, outboxId),
    copyAttachmentNamesOf: async (outboxId) =>
      (await attachmentRowsOfCopy(database.db, outboxId)).map((file) => file.fileName),
  });
  await app.register(storagePlugin);
  await app.register(workerPoolPlugin, config.workers);
  await app.register(sitePagesPlugin, { root: config.webDist, publicUrl: config.publicUrl });
  await app.register(livePlugin);
  await registerModules(app);
  if (config.webDist) await app.register(staticWebPlugin, { root: config.webDist, publicUrl: config.publicUrl });

  // Unknown paths: the envelope for /api/*, the web app (history fallback) for pages.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old build's chunk) must not come back as HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/assets/');
    if (isPage && app.sendWebIndex) return app.sendWebIndex(request, reply);
    return reply.status(404).send({
      success: false,
      message: `No such endpoint: ${request.method} ${redactUrl(pathname)}`,
      code: ERROR_CODES.notFound,
    });
  });

  return app;
}
