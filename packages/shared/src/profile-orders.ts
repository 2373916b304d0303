import { z } from 'zod';

/** Orders in one page of the profile's Order History, and GET /auth/profile/orders' default. */
export const PROFILE_ORDERS_PAGE_SIZE = 20;
/** The largest page of GET /auth/profile/orders. */
export const PROFILE_ORDERS_MAX_LIMIT = 100;

/**
 * GET /auth/profile/orders query, paged like the admin's GET /orders: the newest
 * PROFILE_ORDERS_PAGE_SIZE of the customer's orders without parameters, `limit` up to
 * PROFILE_ORDERS_MAX_LIMIT, `offset` to go further; `X-Total-Count` (TOTAL_COUNT_HEADER) says how
 * many the customer has (docs/decisions/022-checkout-throughput.md).
 */
export const profileOrderQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PROFILE_ORDERS_MAX_LIMIT, `limit must be at most ${PROFILE_ORDERS_MAX_LIMIT}`)
    .default(PROFILE_ORDERS_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});

export type ProfileOrderQuery = z.input<typeof profileOrderQuerySchema>;
