import { adminOverviewResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { staffMember } from '../guard';
import { adminOverview } from './service';

const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      preValidation: staffMember,
      schema: {
        ...signedInDoc('admin'),
        summary: 'The back office at a glance: counts the staff member may read, and recent activity',
        response: { 200: adminOverviewResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await adminOverview(app.db, request.user)),
  );
};

export default adminOverviewRoutes;
