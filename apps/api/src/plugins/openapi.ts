import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route (built on first use, then kept). */
    openapiDocument(): Promise<OpenApiDocument>;
  }
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** Where the API's documentation is browsed; its document is at `${DOCS_PREFIX}/json` and `/yaml`. */
export const DOCS_PREFIX = '/api/docs';

/** Headers of the documentation's own answers that belong to its connection, not to the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/** How the documentation's application tells that no route of its own matched. */
const NOT_FOUND_MARK = 'x-docs-not-found';

/**
 * The documentation's application never runs the API's routes: it only describes them, so their schemas are
 * given compilers that are never called.
 */
const DESCRIBE_ONLY = {
  buildValidator: () => () => () => true,
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

type DescribedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/**
 * The application that serves the documentation: @fastify/swagger builds the document from the API's routes
 * (their schemas, described again here with handlers that never run), @fastify/swagger-ui serves the browser.
 */
async function buildDocsApp(routes: readonly DescribedRoute[], siteName: string): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }, { jsonSchemaTransform }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: DESCRIBE_ONLY },
  });
  await docs.register(swagger, {
    openapi: {
      info: {
        title: `${siteName} API`,
        description: 'Public site, contestant portal and back office. Every answer is an envelope.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  const describeOnly = () => undefined;
  for (const route of routes) {
    docs.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
      handler: describeOnly,
    });
  }
  docs.setNotFoundHandler((_request, reply) => reply.code(404).header(NOT_FOUND_MARK, '1').send());
  await docs.ready();
  return docs;
}

/**
 * The OpenAPI document is generated from the route schemas and browsed at /api/docs. Nothing of it is loaded
 * at start: the routes are noted as they are registered, and the documentation's libraries (and their YAML
 * writer) load and describe them when the documentation is first asked for; the document is then kept.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { siteName: string }) => {
  const routes: DescribedRoute[] = [];
  let ready = false;
  let docsApp: Promise<FastifyInstance> | undefined;

  // Every route registered after this plugin is described, as @fastify/swagger itself would note them: each
  // GET's automatic HEAD twin and the documentation's own routes are not.
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.url.startsWith(DOCS_PREFIX)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });
  app.addHook('onReady', (done) => {
    ready = true;
    done();
  });
  app.addHook('onClose', async () => {
    const docs = await docsApp?.catch(() => undefined);
    await docs?.close();
  });

  const docs = (): Promise<FastifyInstance> => {
    if (!ready) return Promise.reject(new Error('The API document is described once the app is ready'));
    docsApp ??= buildDocsApp(routes, opts.siteName).catch((err: unknown) => {
      docsApp = undefined;
      throw err;
    });
    return docsApp;
  };
  app.decorate('openapiDocument', async () => (await docs()).swagger() as unknown as OpenApiDocument);

  // The documentation's answers, as its application gives them; a path it does not know is the API's 404.
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
    if (answer.headers[NOT_FOUND_MARK]) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, serve);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, serve);
});
