import {
  contestantMeResponseSchema,
  EDIT_MESSAGES,
  editStatusResponseSchema,
  idParamsSchema,
  normaliseRegistrationForm,
  registrationFormSchema,
  SUBMISSION_MESSAGES,
  submissionResponseSchema,
  submittedFormResponseSchema,
} from '@cq/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { notFound } from '../../lib/errors';
import { polledCallLimit } from '../../lib/polled-call-limit';
import { authenticatedRow } from '../../plugins/auth';
import { getSetting } from '../settings/service';
import { contestantView, editStatusOf } from './present';
import { findContestantOfUser, findOwnContestant, iso } from './repo';
import { type Caller, startEdit, submitEdit, submitRegistration } from './service';

const errors = errorResponses(400, 401, 404);
const withConflict = { ...errors, ...errorResponses(409) };

function callerOf(request: FastifyRequest): Caller {
  const row = authenticatedRow(request);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    language: row.language,
    paymentStatus: row.paymentStatus ?? null,
  };
}

const contestantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/contestants/me',
    {
      // Polled by the portal: a per-user budget answers 429 with Retry-After.
      preHandler: [app.authenticate, polledCallLimit(app, 'contestant')],
      schema: {
        tags: ['registration'],
        summary: 'The caller’s contestant record; data is null when there is none yet',
        response: { 200: contestantMeResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      // Two independent reads, sent together: every open portal tab polls this.
      const [row, { maxEdits }] = await Promise.all([
        findContestantOfUser(app.db, request.user.id),
        getSetting(app.db, 'registration'),
      ]);
      if (!row) return ok(null);
      return ok(await contestantView(app, row, authenticatedRow(request).paymentStatus ?? null, maxEdits));
    },
  );

  app.get(
    '/contestants/:id/edit-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Edits remaining after submission',
        params: idParamsSchema,
        response: { 200: editStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findOwnContestant(app.db, request.params.id, request.user.id);
      const { maxEdits } = await getSetting(app.db, 'registration');
      return ok(editStatusOf(row, maxEdits));
    },
  );

  app.post(
    '/contestants/:id/start-edit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Use one edit and unlock the submitted registration (409 when none remain)',
        params: idParamsSchema,
        response: { 200: editStatusResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await startEdit(app, request.params.id, request.user.id), EDIT_MESSAGES.started),
  );

  app.get(
    '/contestants/:id/submitted-form',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'The last submitted form, normalised (lists and nested objects filled with defaults)',
        params: idParamsSchema,
        response: { 200: submittedFormResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findOwnContestant(app.db, request.params.id, request.user.id);
      if (!row.formData) throw notFound('This registration has not been submitted yet.');
      return ok({
        formData: normaliseRegistrationForm(row.formData),
        submittedAt: iso(row.submittedAt),
        version: row.submissionCount,
      });
    },
  );

  app.post(
    '/contestants/:id/form',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Submit the registration (window open, fee paid, every step valid)',
        params: idParamsSchema,
        body: registrationFormSchema,
        response: { 200: submissionResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      ok(
        await submitRegistration(app, request.params.id, callerOf(request), request.body),
        SUBMISSION_MESSAGES.submitted,
      ),
  );

  app.post(
    '/contestants/:id/submit-edit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Submit the edited registration: re-locked and back to review',
        params: idParamsSchema,
        body: registrationFormSchema,
        response: { 200: submissionResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      ok(await submitEdit(app, request.params.id, callerOf(request), request.body), SUBMISSION_MESSAGES.updated),
  );
};

export default contestantRoutes;
