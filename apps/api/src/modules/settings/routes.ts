import { publicSettingsResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#api/lib/answers';
import { getOrganisation } from './service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings: organisers’ contact details and the payment provider’s public key',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async () => {
      const organisation = await getOrganisation(app.db, app.config);
      const { provider, stripe } = app.config.payments;
      return ok({
        siteName: app.config.siteName,
        organisation,
        payment: {
          provider,
          stripe: { publicKey: provider === 'stripe' ? (stripe.publishableKey ?? null) : null },
        },
      });
    },
  );
};

export default settingsRoutes;
