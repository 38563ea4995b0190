import { buyVotePackSchema, fanVoteSlugParamsSchema, paymentInitializeSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { orderErrors, registerOrderProduct } from '#api/modules/payments/orders';
import { createPaymentProviders } from '#api/payments';
import { buyVotePack, votePackOrder } from './packs';

const errors = { ...orderErrors, ...errorResponses(403, 409) };

/** Vote packs (decision 0028): a fan starts paying for one; the order flow records it and voting credits it. */
const votePackRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOrderProduct(votePackOrder);
  const providers = createPaymentProviders(app.config, app.db);

  app.post(
    '/votes/:slug/packs',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('voting', 'payments'),
        summary: 'Start paying for a vote pack of a fan vote (price and currency from the vote); credited once paid',
        params: fanVoteSlugParamsSchema,
        body: buyVotePackSchema,
        response: { 200: successEnvelope(paymentInitializeSchema.extend({ votes: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await buyVotePack(app, providers, request.user.id, request.params.slug, request.body.votes));
    },
  );
};

export default votePackRoutes;
