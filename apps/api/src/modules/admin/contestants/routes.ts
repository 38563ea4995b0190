import { Readable } from 'node:stream';
import {
  ADMIN_CONTESTANT_MESSAGES,
  adminContestantDetailResponseSchema,
  adminContestantSummaryResponseSchema,
  adminRepresentedCountryResponseSchema,
  bulkActionBodySchema,
  bulkActionMessage,
  bulkActionResponseSchema,
  COUNTRY_MESSAGES,
  confirmCountryBodySchema,
  contestantFiltersSchema,
  contestantListQuerySchema,
  contestantListResponseSchema,
  contestantMessageBodySchema,
  contestantMessageResponseSchema,
  contestantNoteResponseSchema,
  correctionBodySchema,
  decisionBodySchema,
  grantEditsBodySchema,
  idParamsSchema,
  noteBodySchema,
} from '@cq/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { authenticatedRow } from '../../../plugins/auth';
import { actorOf, staffOnly } from '../guard';
import { applyBulkAction } from './bulk-actions';
import { correct } from './corrections';
import { confirmCountry } from './country';
import { sendMessage } from './messages';
import {
  addNote,
  contestantDetail,
  decide,
  exportContestants,
  grantEdits,
  listContestants,
  type StaffActor,
} from './service';

const errors = errorResponses(400, 401, 403);
const withRecord = { ...errors, ...errorResponses(404) };
const withConflict = { ...withRecord, ...errorResponses(409) };
const M = ADMIN_CONTESTANT_MESSAGES;

function staffActor(request: FastifyRequest): StaffActor {
  const row = authenticatedRow(request);
  return { ...actorOf(request), name: `${row.firstName} ${row.lastName}`.trim() };
}

/**
 * Reviewing contestants (resource 'contestants'): the list, the CSV, one record,
 * and the decisions on it. The guard runs before validation, so a caller who
 * may not use a route learns nothing from its field messages.
 */
const adminContestantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contestants',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Contestants, filtered, sorted and paged, with counts per status and continent over all of them',
        querystring: contestantListQuerySchema,
        response: { 200: contestantListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listContestants(app.db, request.query)),
  );

  // Before /contestants/:id in the file as in the router: a fixed path, never read as an id.
  app.get(
    '/contestants/export.csv',
    {
      preValidation: staffOnly('contestants', 'export'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'The filtered contestants as CSV (same filters and order as the list, no paging), streamed',
        produces: ['text/csv'],
        querystring: contestantFiltersSchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, rows } = await exportContestants(app.db, actorOf(request), request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(Readable.from(rows, { objectMode: false }));
    },
  );

  app.get(
    '/contestants/:id',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'One record for review: account, submitted form, versions with changes, files, notes',
        params: idParamsSchema,
        response: { 200: adminContestantDetailResponseSchema, ...withRecord },
      },
    },
    async (request) => ok(await contestantDetail(app, request.params.id)),
  );

  app.post(
    '/contestants/bulk',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary:
          'Acts on the ticked records: grant extra edits, add to a judging round (also needs judging manage), add or take off a tag',
        body: bulkActionBodySchema,
        response: { 200: bulkActionResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const result = await applyBulkAction(app, staffActor(request), request.user, request.body);
      return ok(result, bulkActionMessage(request.body.action, result));
    },
  );

  app.post(
    '/contestants/:id/decision',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Approve, reject (with a message) or activate, on the version the reviewer saw (409 if it changed)',
        params: idParamsSchema,
        body: decisionBodySchema,
        response: { 200: adminContestantSummaryResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      ok(await decide(app, request.params.id, staffActor(request), request.body), M.done[request.body.decision]),
  );

  app.post(
    '/contestants/:id/grant-edits',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Grant extra edits (1 to 10) on the version the reviewer saw',
        params: idParamsSchema,
        body: grantEditsBodySchema,
        response: { 200: adminContestantSummaryResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await grantEdits(app, request.params.id, staffActor(request), request.body), M.editsGranted),
  );

  app.post(
    '/contestants/:id/corrections',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Correct one field of her submitted registration, with the reason she reads (a new version)',
        params: idParamsSchema,
        body: correctionBodySchema,
        response: { 200: adminContestantSummaryResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await correct(app, request.params.id, staffActor(request), request.body), M.corrected),
  );

  app.post(
    '/contestants/:id/country',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Confirm the country she represents: her nationality’s or her residence’s, never another (audited)',
        params: idParamsSchema,
        body: confirmCountryBodySchema,
        response: { 200: adminRepresentedCountryResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      ok(await confirmCountry(app, request.params.id, staffActor(request), request.body), COUNTRY_MESSAGES.confirmed),
  );

  app.post(
    '/contestants/:id/notes',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Add an internal note (staff only, never shown to the contestant)',
        params: idParamsSchema,
        body: noteBodySchema,
        response: { 200: contestantNoteResponseSchema, ...withRecord },
      },
    },
    async (request) => ok(await addNote(app, request.params.id, staffActor(request), request.body), M.noteAdded),
  );

  app.post(
    '/contestants/:id/messages',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'Write to her: kept on the record, in her portal’s notifications and by e-mail (audited)',
        params: idParamsSchema,
        body: contestantMessageBodySchema,
        response: { 200: contestantMessageResponseSchema, ...withRecord },
      },
    },
    async (request) => ok(await sendMessage(app, request.params.id, staffActor(request), request.body), M.messageSent),
  );
};

export default adminContestantsRoutes;
