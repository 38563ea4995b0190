import {
  COUPON_MESSAGES,
  couponCreateBodySchema,
  couponResponseSchema,
  couponsListResponseSchema,
  couponUpdateBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffOnly } from '../guard';
import { allCoupons, changeCoupon, createCoupon } from './coupons';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** Coupon codes (resource 'payments'): listed with 'read', made and changed with 'update'. */
const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'Coupon codes, newest first, with their uses so far',
        response: { 200: couponsListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { coupons: await allCoupons(app) } }),
  );

  app.post(
    '/coupons',
    {
      preValidation: staffOnly('payments', 'update'),
      schema: {
        ...common,
        summary: 'Makes a coupon code: a percentage or an amount off the fee, a use limit, a last day; audited',
        body: couponCreateBodySchema,
        response: { 200: couponResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: COUPON_MESSAGES.created,
      data: await createCoupon(app, actorOf(request), request.body),
    }),
  );

  app.patch(
    '/coupons/:id',
    {
      preValidation: staffOnly('payments', 'update'),
      schema: {
        ...common,
        summary: 'Switches a coupon code on or off, changes its limit (not below its uses) or its last day; audited',
        params: idParamsSchema,
        body: couponUpdateBodySchema,
        response: { 200: couponResponseSchema, ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: COUPON_MESSAGES.updated,
      data: await changeCoupon(app, actorOf(request), request.params.id, request.body),
    }),
  );
};

export default adminCouponRoutes;
