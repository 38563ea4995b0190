import { auditListResponseSchema, auditQuerySchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { staffOnly } from '../guard';
import { listAudit } from './service';

const errors = errorResponses(400, 401, 403);

/** The audit log (resource 'audit'): read only; entries are written by the changes themselves. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preValidation: staffOnly('audit', 'read'),
      schema: {
        ...signedInDoc('admin'),
        summary: 'The audit log, newest first: filter by resource, action, actor e-mail, record and dates',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};

export default adminAuditRoutes;
