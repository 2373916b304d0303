import { z } from 'zod';

/** A page of GET /admin/customers when `limit` is absent. */
export const ADMIN_CUSTOMERS_DEFAULT_LIMIT = 50;
/** A page of GET /admin/customers holds at most this many. */
const ADMIN_CUSTOMERS_MAX_LIMIT = 500;

/**
 * GET /admin/customers query: a page, ADMIN_CUSTOMERS_DEFAULT_LIMIT customers unless `limit` says
 * otherwise (the list is never unbounded, docs/decisions/015-catalogue-paging.md); the total
 * before paging is in the `X-Total-Count` header.
 * `q` matches the name, the e-mail or the phone number (digits alone match "98290 12345" too).
 */
export const adminCustomerQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_CUSTOMERS_MAX_LIMIT)
    .default(ADMIN_CUSTOMERS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * One customer (SPEC §3 Customer: `_id`, fullName, email, phoneNumber, createdAt) with their
 * orders. Customers are accounts with the 'user' role; admins are not listed. "Orders" here are
 * the account's orders that are not cancelled: `orderCount` counts them, `totalSpent` sums their
 * totals in rupees and `lastOrderAt` is the newest one's time (null without any).
 */
export const adminCustomerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
});

export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET /admin/customers: newest member first (then by id, so paging is stable). */
export const adminCustomerListSchema = z.array(adminCustomerSchema);

/**
 * GET /admin/customers/summary, the figures on the customers view's stat cards. Customers and
 * orders as above (role 'user', orders not cancelled).
 * - totalCustomers: every customer.
 * - newThisMonth: customers whose account was created in the current calendar month in India
 *   (Asia/Kolkata), from the 1st at 00:00 IST.
 * - customersWithOrders: customers with at least one order.
 * - averageOrderValue: the customers' order totals divided by the number of those orders, in
 *   rupees rounded to the paisa; 0 when there are none.
 */
export const adminCustomerSummarySchema = z.object({
  totalCustomers: z.number().int(),
  newThisMonth: z.number().int(),
  customersWithOrders: z.number().int(),
  averageOrderValue: z.number(),
});

export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;
