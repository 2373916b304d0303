import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

/** Orders per page in the admin Orders view. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** The largest page of GET /orders (admin), and its size when `limit` is absent. */
export const ADMIN_ORDERS_MAX_LIMIT = 100;

/** Longest search text accepted: enough for an e-mail address or a pasted order id. */
export const ADMIN_ORDER_SEARCH_MAX = 200;

/**
 * GET /orders (admin) query. Every parameter is optional: without any the answer is the newest
 * ADMIN_ORDERS_MAX_LIMIT orders (SPEC §7's list, paged: docs/decisions/015-catalogue-paging.md). The answer stays a plain list of orders; `X-Total-Count`
 * (TOTAL_COUNT_HEADER) carries how many match before paging.
 * - `q`: an order number ('1001' or '#1001', exact), an order id (the full UUID), or part of the
 *   customer's name or e-mail (case-insensitive; % and _ are plain text).
 * - `status`: one stored status, matched exactly (SPEC §4). Only the stored values are accepted
 *   ('dispatched', not its label 'Shipped'), so one vocabulary reaches the database.
 * - `limit` / `offset`: a page; without `limit`, ADMIN_ORDERS_MAX_LIMIT orders from `offset` on.
 */
export const adminOrderQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_ORDER_SEARCH_MAX, `Search text must be at most ${ADMIN_ORDER_SEARCH_MAX} characters`)
    .optional(),
  status: z
    .enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_ORDERS_MAX_LIMIT, `limit must be at most ${ADMIN_ORDERS_MAX_LIMIT}`)
    .default(ADMIN_ORDERS_MAX_LIMIT),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .optional(),
});

/** What a client may send (numbers or their text). */
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;
/** The validated query the server works with. */
export type AdminOrderFilter = z.output<typeof adminOrderQuerySchema>;
