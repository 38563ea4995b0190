import { orderItem, paymentReferenceParamsSchema, VOTE_PACK_PRODUCT } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fanVotes, orders, users } from '../../db/schema';
import { decideTestCheckout, findTestCheckout, outcomeOf } from '../../payments/test-provider';
import { findWebFonts, renderMissingCheckout, renderTestCheckout } from './checkout-page';
import { productOf, recordOutcome } from './orders';

const decisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });
const html = z.string().describe('HTML page');

/**
 * The test provider's hosted checkout, served by the API when PAYMENT_PROVIDER
 * is test. It is reached by the order's unguessable reference, as a provider's
 * checkout link would be, and answers with a redirect back to the site.
 */
const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const fonts = findWebFonts(app.config.webDist);
  const returnUrl = `${app.config.publicUrl}/user/register`;
  // The payer returns to her product's page (a vote pack's to the vote, the fee's to her registration).
  const returnUrlOf = (order: { product: string } | undefined) =>
    order ? `${app.config.publicUrl}${productOf(order).returnPath}` : returnUrl;

  // The page's form posts application/x-www-form-urlencoded: read here, and only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const findOrder = async (reference: string) => {
    const [row] = await app.db
      .select({ order: orders, email: users.email, voteName: fanVotes.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
      .where(eq(orders.reference, reference))
      .limit(1);
    return row ?? null;
  };

  app.get(
    '/payments/test-checkout/:reference',
    {
      schema: {
        tags: ['payments'],
        summary: 'The test provider’s checkout page (HTML): shows the amount, approve or decline',
        params: paymentReferenceParamsSchema,
        response: { 200: html, 404: html },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const [checkout, found, brand] = await Promise.all([
        findTestCheckout(app.db, reference),
        findOrder(reference),
        app.mail.brand(),
      ]);
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      if (!checkout || !found) return reply.status(404).send(renderMissingCheckout(brand, fonts, returnUrl));
      return renderTestCheckout({
        brand,
        fonts,
        reference,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        email: found.email,
        item: orderItem({ ...found.order, voteName: found.voteName }, brand.siteName),
        state: checkout.status,
        returnUrl: returnUrlOf(found.order),
        ...(found.order.product === VOTE_PACK_PRODUCT ? { returnTo: 'the vote' } : {}),
      });
    },
  );

  app.post(
    '/payments/test-checkout/:reference',
    {
      config: { bodyType: 'raw' },
      schema: {
        tags: ['payments'],
        summary:
          'The payer’s choice on the test checkout page; redirects back to /user/register?reference=… (a vote pack: /peoples-choice?reference=…)',
        consumes: ['application/x-www-form-urlencoded'],
        params: paymentReferenceParamsSchema,
        body: decisionSchema,
        response: { 303: z.null().describe('Redirect to the registration page'), 404: html },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const found = await findOrder(reference);
      const checkout = found ? await decideTestCheckout(app.db, reference, request.body.decision) : null;
      if (!found || !checkout) {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return reply.status(404).send(renderMissingCheckout(await app.mail.brand(), fonts, returnUrl));
      }
      // The provider tells the site at once, as a webhook would; the return page then verifies again.
      const outcome = outcomeOf(checkout);
      if (outcome.kind !== 'pending') {
        await recordOutcome(app, found.order.id, outcome, { source: 'checkout', type: `checkout.${checkout.status}` });
      }
      return reply.redirect(`${returnUrlOf(found.order)}?reference=${encodeURIComponent(reference)}`, 303);
    },
  );
};

export default testCheckoutRoutes;
