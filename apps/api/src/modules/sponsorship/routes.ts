import { INQUIRY_MESSAGES, inquiryReceivedSchema, sponsorshipInquirySchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { requestLocale } from '../../plugins/language';
import { receiveSponsorshipInquiry } from './service';

/** Decision 14: the public forms take 5 submissions per 10 minutes per IP, each. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

const sponsorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sponsorship',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['public forms'],
        summary: 'Send a sponsorship inquiry (Become a Partner)',
        body: sponsorshipInquirySchema,
        response: { 201: successEnvelope(inquiryReceivedSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const kept = await receiveSponsorshipInquiry(app, request.body, requestLocale(request));
      if (!kept) request.log.info('sponsorship form: honeypot filled, inquiry dropped');
      return reply.status(201).send(ok({ received: true as const }, INQUIRY_MESSAGES.sponsorshipSuccess));
    },
  );
};

export default sponsorshipRoutes;
