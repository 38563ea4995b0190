import {
  COUPON_MESSAGES,
  couponCreateBodySchema,
  couponResponseSchema,
  couponsListResponseSchema,
  couponUpdateBodySchema,
  idParamsSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { actorOf, staffOnly } from '../guard';
import { allCoupons, changeCoupon, createCoupon } from './coupons';

const errors = errorResponses(400, 401, 403);
const common = signedInDoc('admin');

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
    async () => ok({ coupons: await allCoupons(app) }),
  );

  app.post(
    '/coupons',
    {
      preValidation: staffOnly('payments', 'update'),
      schema: {
        ...common,
        summary: 'Makes a coupon code: a percentage or an amount off the fee, a use limit, a last day; audited',
        body: couponCreateBodySchema,
        response: { 200: couponResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => ok(await createCoupon(app, actorOf(request), request.body), COUPON_MESSAGES.created),
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
        response: { 200: couponResponseSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      ok(await changeCoupon(app, actorOf(request), request.params.id, request.body), COUPON_MESSAGES.updated),
  );
};

export default adminCouponRoutes;
