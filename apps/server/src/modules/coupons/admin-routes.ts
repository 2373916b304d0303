import {
  apiErrorSchema,
  couponInputSchema,
  couponListSchema,
  couponSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/id-params.ts';
import { noBody } from '../../lib/no-body.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { CouponService } from './service.ts';

/** A coupon is a code, a few amounts and up to 50 product ids: a few KB. */
const COUPON_BODY_LIMIT = 16 * 1024;

/**
 * /admin/coupons (inside the admin scope: 401 without a session, 403 for a customer, before any
 * body is read): list (newest first, archived included), create, update, archive. A code another
 * coupon has is a 409 on `code`; bad input a 400 with field errors (decision 059).
 */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (
  app,
  { coupons },
) => {
  app.get('/admin/coupons', { schema: { response: okOrError(couponListSchema) } }, () =>
    coupons.list(),
  );

  app.post(
    '/admin/coupons',
    {
      bodyLimit: COUPON_BODY_LIMIT,
      schema: {
        body: couponInputSchema,
        response: { 201: couponSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await coupons.create(request.body)),
  );

  app.put(
    '/admin/coupons/:id',
    {
      bodyLimit: COUPON_BODY_LIMIT,
      schema: { params: idParams, body: couponInputSchema, response: okOrError(couponSchema) },
    },
    (request) => coupons.update(request.params.id, request.body),
  );

  app.post(
    '/admin/coupons/:id/archive',
    { schema: { params: idParams, body: noBody, response: okOrError(couponSchema) } },
    (request) => coupons.archive(request.params.id),
  );
};
