import {
  buildShowSchema,
  consoleStateSchema,
  createCueSchema,
  createDisplayLinkSchema,
  createdDisplayLinkSchema,
  cueParamsSchema,
  displayLinkParamsSchema,
  displayLinkSchema,
  reorderCuesSchema,
  showActionSchema,
  showParamsSchema,
  showSummarySchema,
  successEnvelope,
  updateCueSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { consoleChannel } from '../../live/hub';
import { openStream } from '../../live/routes';
import * as live from '../../live/service';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');
const stateAnswer = successEnvelope(consoleStateSchema);

/**
 * The show console (resource 'show', action 'direct'): the run of show, Go/Back/Hold/Resume, the rehearsal's
 * reset and the display links (docs/product/live-finale.md).
 */
const adminLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const direct = staffOnly('show', 'direct');

  app.get(
    '/live/shows',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Every show (live and rehearsal)',
        response: { 200: successEnvelope(z.array(showSummarySchema)), ...errors },
      },
    },
    async () => ok(await live.listShows(app.db)),
  );

  app.post(
    '/live/shows',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Builds the run of show of a round (live, or its rehearsal copy)',
        body: buildShowSchema,
        response: { 201: stateAnswer, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await live.buildShow(app, actorOf(request), request.body));
    },
  );

  app.get(
    '/live/shows/:showId',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'The console: the show, what the displays show, the next Go’s preview',
        params: showParamsSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) => ok(await live.consoleState(app.db, request.params.showId)),
  );

  app.get(
    '/live/shows/:showId/stream',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'The console’s event stream (console events)',
        params: showParamsSchema,
      },
    },
    async (request, reply) => {
      await app.live.ensureConsole(request.params.showId);
      openStream(request, reply, consoleChannel(request.params.showId));
    },
  );

  app.post(
    '/live/shows/:showId/cues',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Adds a cue',
        params: showParamsSchema,
        body: createCueSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) => ok(await live.addCue(app, actorOf(request), request.params.showId, request.body)),
  );

  app.put(
    '/live/shows/:showId/cues/order',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Reorders the cues still to come',
        params: showParamsSchema,
        body: reorderCuesSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) => ok(await live.reorderCues(app, actorOf(request), request.params.showId, request.body.cueIds)),
  );

  app.patch(
    '/live/shows/:showId/cues/:cueId',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Renames a cue or attaches a delegate, a segment, a vote or a placement',
        params: cueParamsSchema,
        body: updateCueSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await live.updateCue(app, actorOf(request), request.params.showId, request.params.cueId, request.body)),
  );

  app.delete(
    '/live/shows/:showId/cues/:cueId',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Removes a cue not yet fired',
        params: cueParamsSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) => ok(await live.deleteCue(app, actorOf(request), request.params.showId, request.params.cueId)),
  );

  for (const what of ['go', 'back', 'hold', 'resume'] as const) {
    app.post(
      `/live/shows/:showId/${what}`,
      {
        preValidation: direct,
        schema: {
          ...common,
          summary: {
            go: 'Fires the next cue',
            back: 'Returns the displays to the previous cue’s picture (never un-reveals)',
            hold: 'Freezes every display on the neutral picture',
            resume: 'Returns the displays to the current cue',
          }[what],
          params: showParamsSchema,
          body: showActionSchema.optional(),
          response: { 200: stateAnswer, ...errors },
        },
      },
      async (request) => ok(await live.move(app, actorOf(request), request.params.showId, what, request.body?.seq)),
    );
  }

  app.post(
    '/live/shows/:showId/reset',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Sets a rehearsal back to before its first cue, with new made-up placements',
        params: showParamsSchema,
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) => ok(await live.resetRehearsal(app, actorOf(request), request.params.showId)),
  );

  app.get(
    '/live/shows/:showId/displays',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'The show’s display links',
        params: showParamsSchema,
        response: { 200: successEnvelope(z.array(displayLinkSchema)), ...errors },
      },
    },
    async (request) => ok(await live.listLinks(app.db, request.params.showId)),
  );

  app.post(
    '/live/shows/:showId/displays',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Creates a display link (its token is answered this once)',
        params: showParamsSchema,
        body: createDisplayLinkSchema,
        response: { 201: successEnvelope(createdDisplayLinkSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await live.createLink(app.db, actorOf(request), request.params.showId, request.body));
    },
  );

  app.post(
    '/live/shows/:showId/displays/:linkId/revoke',
    {
      preValidation: direct,
      schema: {
        ...common,
        summary: 'Revokes a display link: refused at once, its open streams ended',
        params: displayLinkParamsSchema,
        response: { 200: successEnvelope(displayLinkSchema), ...errors },
      },
    },
    async (request) => ok(await live.revokeLink(app, actorOf(request), request.params.showId, request.params.linkId)),
  );
};

export default adminLiveRoutes;
