import {
  couponOffersQuerySchema,
  couponOffersSchema,
  couponQuoteBodySchema,
  couponQuoteSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOrError } from '../../lib/ok-or-error.ts';
import { checkoutStepRoute } from '../../plugins/checkout-step.ts';
import type { CouponService } from './service.ts';

/**
 * The shopper's coupon calls (decision 059): GET /coupons/offers?product_id= (public: the
 * product page's offers strip) and POST /coupons/quote (signed in and rate-limited like the
 * checkout's steps: what a code takes off the cart, or a field error on `coupon_code`).
 */
export const couponRoutes: FastifyPluginAsyncZod<{
  coupons: CouponService;
  /** Quotes per signed-in user per minute (the checkout's limit). */
  rateLimit: number;
}> = async (app, { coupons, rateLimit }) => {
  app.get(
    '/coupons/offers',
    { schema: { querystring: couponOffersQuerySchema, response: okOrError(couponOffersSchema) } },
    async (request, reply) => {
      // Offers start, end and run out: a browser's copy would outlive them.
      reply.header('cache-control', 'no-store');
      return coupons.offersFor(request.query.product_id);
    },
  );

  checkoutStepRoute(app, '/coupons/quote', {
    body: couponQuoteBodySchema,
    reply: couponQuoteSchema,
    rateLimit,
    handle: (user, body) => coupons.quote(user.id, body),
  });
};
