import {
  allDelegatesQueryKey,
  CONTINENTS,
  DELEGATE_MESSAGES,
  delegateConsentSchema,
  delegateListQueryKey,
  delegateListQuerySchema,
  delegateQueryKey,
  delegateSlugParamsSchema,
  delegateStatusSchema,
  delegateSummarySchema,
  localePath,
  publicDelegateSchema,
  SUPPORTED_LOCALES,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { notFound } from '../../lib/errors';
import { sendCached } from '../../plugins/web-assets-cache';
import * as delegates from './service';

const errors = errorResponses(400, 401, 404, 409);
const statusAnswer = successEnvelope(delegateStatusSchema);

/** Her side: the consent step of her portal (what is shown, her biography, her networks), and withdrawing it. */
export const delegateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const common = signedInDoc('delegates');

  app.get(
    '/delegate-profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her public profile: its state and what it shows',
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ok(await delegates.myStatus(app.db, request.user.id)),
  );

  app.put(
    '/delegate-profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Consents to a public profile, with her biography and the networks to show',
        body: delegateConsentSchema,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ok(await delegates.consent(app, request.user.id, request.body)),
  );

  app.delete(
    '/delegate-profile',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Withdraws her consent: the profile leaves the site',
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => ok(await delegates.withdraw(app, request.user.id)),
  );
};

/** The public site: the published delegates, each profile, and its photos. */
export const publicDelegateRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['delegates'] };

  app.get(
    '/delegates',
    {
      schema: {
        ...common,
        summary: 'The published delegates, of one continent when named',
        querystring: delegateListQuerySchema,
        response: { 200: successEnvelope(z.object({ delegates: z.array(delegateSummarySchema) })), ...errors },
      },
    },
    async (request, reply) => {
      // Revalidated every time: a profile taken down leaves every screen at once.
      reply.header('cache-control', 'no-cache');
      return ok({ delegates: await delegates.listPublished(app.db, request.query.continent) });
    },
  );

  app.get(
    '/delegates/:slug',
    {
      schema: {
        ...common,
        summary: 'One published delegate’s profile',
        params: delegateSlugParamsSchema,
        response: { 200: successEnvelope(publicDelegateSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Revalidated every time: a profile taken down leaves every screen at once.
      reply.header('cache-control', 'no-cache');
      return ok(await delegates.published(app.db, request.params.slug));
    },
  );

  app.get(
    '/delegates/:slug/photos/:version/:file',
    {
      schema: {
        ...common,
        hide: true,
        params: delegateSlugParamsSchema.extend({
          version: z.string().regex(/^[a-f0-9]{8}$/),
          file: z.string().max(40),
        }),
      },
    },
    async (request, reply) => {
      const { slug, version, file } = request.params;
      const key = await delegates.publicPhotoKey(app.db, slug, version, file);
      const { stream, size } = await app.storage.open(key);
      // Each publication has its own version in the address, so a copy never goes stale.
      return reply
        .header('content-type', file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};

/**
 * /delegates/:slug, the page itself: drawn by the server with her profile, so
 * search engines and link previews (her card as og:image) see it whole; an
 * unknown or withdrawn profile answers 404 with the app, which explains.
 */
export const delegatePageRoutes: FastifyPluginAsyncZod = async (app) => {
  // A continent's page is drawn with its published delegates, so they are in the page itself.
  app.sitePages.addDataProvider(async (pathname) => {
    // The page of every delegate is drawn with all of them, continent by continent.
    if (pathname === '/delegates') {
      const all = await delegates.listPublished(app.db);
      return all.length > 0 ? [{ key: allDelegatesQueryKey, value: all }] : [];
    }
    const continent = CONTINENTS.find((c) => pathname === `/continents/${c.slug}`);
    if (!continent) return [];
    const list = await delegates.listPublished(app.db, continent.name);
    return list.length > 0 ? [{ key: delegateListQueryKey(continent.name), value: list }] : [];
  });

  // Her page in every language: /delegates/:slug, /fr/delegates/:slug…
  for (const locale of SUPPORTED_LOCALES) {
    app.get(localePath(locale, '/delegates/:slug'), { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      app.sitePages.refreshSoon();
      const parsed = delegateSlugParamsSchema.safeParse({ slug });
      const profile = parsed.success ? await delegates.findPublished(app.db, slug) : null;
      const page = profile
        ? await app.sitePages.drawn(localePath(locale, `/delegates/${slug}`), [
            { key: delegateQueryKey(slug), value: profile },
          ])
        : null;
      if (page) return sendCached(request, reply, page);
      if (!profile) reply.code(404);
      if (app.sendWebIndex) return app.sendWebIndex(request, reply);
      throw notFound(DELEGATE_MESSAGES.notFound);
    });
  }
};
