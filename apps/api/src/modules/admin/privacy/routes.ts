import {
  adminDeletionRequestListResponseSchema,
  adminDeletionRequestResponseSchema,
  idParamsSchema,
  PRIVACY_MESSAGES as M,
  RETENTION_RUN_EVERY_MS,
  retentionCriteriaSchema,
  retentionDryRunResponseSchema,
  retentionStateResponseSchema,
  retentionUpdateSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { notFound } from '../../../lib/errors';
import { deletionRequestForStaff, listDeletionRequests } from '../../privacy/deletion-service';
import { eraseOnRequest } from '../../privacy/erasure';
import { dryRun, retentionState, runRetention, scheduleRepeating, updateRetention } from '../../privacy/retention';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = signedInDoc('admin');

/**
 * People's requests to be erased (resource 'users'): staff read them and carry them out. The retention rule: staff
 * see what it would erase, switch it on or off; the daily job applies it.
 */
const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  let job: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    job = scheduleRepeating(
      () => runRetention(app).catch((err) => app.log.error({ err }, 'retention run failed')),
      RETENTION_RUN_EVERY_MS,
    );
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });

  app.get(
    '/privacy/deletion-requests',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        ...common,
        summary: 'Requests to erase an account: pending ones first, then those carried out',
        response: { 200: adminDeletionRequestListResponseSchema, ...errors },
      },
    },
    async () => ok({ requests: await listDeletionRequests(app.db) }),
  );

  app.post(
    '/privacy/deletion-requests/:id/erase',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary:
          'Erases the account: her files and personal data go, her payments stay without her name; audited without personal data',
        params: idParamsSchema,
        response: { 200: adminDeletionRequestResponseSchema, ...errors },
      },
    },
    async (request) => {
      await eraseOnRequest(app, actorOf(request), request.params.id);
      const done = await deletionRequestForStaff(app.db, request.params.id);
      if (!done) throw notFound(M.deletionRequestNotFound);
      return ok(done, M.erased);
    },
  );

  app.get(
    '/privacy/retention',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        ...common,
        summary: 'The retention rule, what it would erase now, and the daily job’s last run',
        response: { 200: retentionStateResponseSchema, ...errors },
      },
    },
    async () => ok(await retentionState(app.db)),
  );

  app.post(
    '/privacy/retention/dry-run',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        ...common,
        summary: 'How many registrations these criteria would erase now (nothing is erased)',
        body: retentionCriteriaSchema,
        response: { 200: retentionDryRunResponseSchema, ...errors },
      },
    },
    async (request) => ok(await dryRun(app.db, request.body)),
  );

  app.put(
    '/privacy/retention',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary: 'Switches the rule on (with the count shown, which must still hold) or off; audited',
        body: retentionUpdateSchema,
        response: { 200: retentionStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { state, message } = await updateRetention(app, actorOf(request), request.body);
      return ok(state, message);
    },
  );
};

export default adminPrivacyRoutes;
