import { eq, ne, type SQL, sql } from 'drizzle-orm';
import { users } from '../modules/identity/schema.ts';
import { orders } from '../modules/orders/schema.ts';

/** SQL pieces the admin figures (dashboard, customers, messages) share. */

/** Rows matching `condition`, as a number (count comes back as bigint text otherwise). */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Customers are accounts with the 'user' role: admins (role 'admin') are staff, not customers,
 * and are neither listed nor counted.
 */
export const isCustomer = eq(users.role, 'user');

/** A cancelled order is no sale: it counts towards no revenue, order or customer figure. */
export const countedOrder = ne(orders.status, 'cancelled');
