import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

/** Orders per page in the admin Orders view. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Longest search text accepted: enough for an e-mail address or a pasted order id. */
export const ADMIN_ORDER_SEARCH_MAX = 200;

/**
 * GET /orders (admin) query. Every parameter is optional: without any the answer is every order,
 * newest first, as SPEC §7 has it. The answer stays a plain list of orders; `X-Total-Count`
 * (TOTAL_COUNT_HEADER) carries how many match before paging.
 * - `q`: an order number ('1001' or '#1001', exact), an order id (the full UUID), or part of the
 *   customer's name or e-mail (case-insensitive; % and _ are plain text).
 * - `status`: one stored status, matched exactly (SPEC §4). Only the stored values are accepted
 *   ('dispatched', not its label 'Shipped'), so one vocabulary reaches the database.
 * - `limit` / `offset`: a page; without `limit`, everything from `offset` on.
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
    .max(100, 'limit must be at most 100')
    .optional(),
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
