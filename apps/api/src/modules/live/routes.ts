import {
  audienceFrameSchema,
  displayStateSchema,
  displayTokenParamsSchema,
  ON_AIR_MAX_AGE_SECONDS,
  onAirSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { AUDIENCE_CHANNEL, displayChannel } from './hub';
import * as live from './service';

const errors = errorResponses(400, 401, 404);

/**
 * The id of the last event a reconnecting client has (EventSource sends `Last-Event-ID` itself; `lastEventId` in
 * the query serves a client that cannot set headers).
 */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** Hands the connection to the hub as an event stream on `channel`. */
export function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  linkId: string | null = null,
) {
  reply.hijack();
  request.server.live.hub.open(reply.raw, channel, lastEventIdOf(request), linkId);
}

/**
 * The fans' live page and the venue's displays (docs/product/live-finale.md#routes). A venue's phones share one
 * address, so these routes are not counted against the per-address budget: the streams hold one connection each
 * and the states are answered from memory or one indexed read.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const unlimited = { rateLimit: false } as const;

  app.get(
    '/live',
    {
      config: unlimited,
      schema: {
        tags: ['live'],
        summary: 'What the fans see now: the live show’s public picture (never a rehearsal)',
        response: { 200: successEnvelope(audienceFrameSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await live.audienceFrame(app.db));
    },
  );

  app.get(
    '/live/on-air',
    {
      config: unlimited,
      schema: {
        tags: ['live'],
        summary: 'Whether a live show is on air now (the public menu links to /live only then)',
        response: { 200: successEnvelope(onAirSchema) },
      },
    },
    async (_request, reply) => {
      // Every public page asks: answered from memory, and kept by browsers and proxies for a few seconds.
      reply.header('cache-control', `public, max-age=${ON_AIR_MAX_AGE_SECONDS}`);
      return ok({ onAir: await app.live.onAir() });
    },
  );

  app.get(
    '/live/stream',
    { config: unlimited, schema: { tags: ['live'], summary: 'The fans’ event stream (audience events)', hide: true } },
    async (request, reply) => {
      await app.live.ensureAudience();
      openStream(request, reply, AUDIENCE_CHANNEL);
    },
  );

  app.get(
    '/live/displays/:token',
    {
      config: unlimited,
      schema: {
        tags: ['live'],
        summary: 'What a display opened with its link shows now',
        params: displayTokenParamsSchema,
        response: { 200: successEnvelope(displayStateSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await live.displayState(app.db, request.params.token));
    },
  );

  app.get(
    '/live/displays/:token/stream',
    {
      config: unlimited,
      schema: {
        tags: ['live'],
        summary: 'A display’s event stream (frame events); ends when its link is revoked',
        params: displayTokenParamsSchema,
        hide: true,
      },
    },
    async (request, reply) => {
      const link = await live.linkOfToken(app.db, request.params.token);
      await app.live.ensureDisplay(link.showId);
      openStream(request, reply, displayChannel(link.showId), link.id);
    },
  );
};

export default liveRoutes;
