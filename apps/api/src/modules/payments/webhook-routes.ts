import { PAYMENT_SERVER_MESSAGES, webhookAckResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
import type { PaymentProviders } from '../../payments';
import { receiveWebhook } from './webhooks';

/**
 * The providers' webhooks. Signatures are computed over the exact bytes sent,
 * so this context keeps the body raw: its own parser hands every content type
 * over as a Buffer (and only here).
 */
const webhookRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (app, { providers }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  for (const name of ['stripe', 'paystack'] as const) {
    app.post(
      `/payments/webhooks/${name}`,
      {
        config: { bodyType: 'raw' },
        schema: {
          tags: ['payments'],
          summary: `${name === 'stripe' ? 'Stripe' : 'Paystack'} webhook (signature checked on the raw body)`,
          body: z.any().describe('The provider’s event, exactly as sent'),
          response: { 200: webhookAckResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveWebhook(app, providers, name, raw, request.headers);
        return ok({ received: true as const }, PAYMENT_SERVER_MESSAGES.webhookReceived);
      },
    );
  }
};

export default webhookRoutes;
