import { auditListResponseSchema, auditQuerySchema, errorEnvelopeSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../guard';
import { listAudit } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The audit log (resource 'audit'): read only; entries are written by the changes themselves. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preValidation: staffOnly('audit', 'read'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The audit log, newest first: filter by resource, action, actor e-mail, record and dates',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listAudit(app.db, request.query) }),
  );
};

export default adminAuditRoutes;
