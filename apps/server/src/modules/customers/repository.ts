import { and, count, desc, eq, gte, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countedOrder, countWhere, isCustomer } from '../../lib/sql-aggregates.ts';
import { type UserFieldsRow, userColumns } from '../../lib/user-fields.ts';
import { users } from '../identity/schema.ts';
import { orders } from '../orders/schema.ts';

/** The counted orders of each account, aggregated once (joined to users, so no query per user). */
const orderTotals = (db: Database) =>
  db
    .select({
      userId: orders.userId,
      orderCount: count().as('order_count'),
      totalPaise: sql<number>`sum(${orders.totalPaise})`.mapWith(Number).as('total_paise'),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .where(countedOrder)
    .groupBy(orders.userId)
    .as('order_totals');

export interface CustomerRow extends UserFieldsRow {
  orderCount: number;
  totalPaise: number;
  lastOrderAt: Date | null;
}

export interface CustomerFilter {
  q?: string;
  limit?: number;
  offset: number;
}

/** Name, e-mail or phone contain `q`; digits typed with spaces ("98290 12345") match the phone. */
function matching(q: string): SQL {
  const pattern = containsPattern(q);
  const conditions = [
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  ];
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits) && digits !== q) conditions.push(like(users.phone, `%${digits}%`));
  return or(...conditions) as SQL;
}

function whereFor(filter: CustomerFilter): SQL | undefined {
  return filter.q ? and(isCustomer, matching(filter.q)) : isCustomer;
}

/** One query: the customers with their order figures, newest member first (id breaks ties). */
export async function findCustomers(db: Database, filter: CustomerFilter): Promise<CustomerRow[]> {
  const totals = orderTotals(db);
  const query = db
    .select({
      ...userColumns,
      // A walk-in's own e-mail is a placeholder; staff see the address the customer gave.
      email: sql<string>`case when ${users.walkIn} then coalesce(${users.contactEmail}, '') else ${users.email} end`,
      orderCount: sql<number>`coalesce(${totals.orderCount}, 0)`.mapWith(Number),
      totalPaise: sql<number>`coalesce(${totals.totalPaise}, 0)`.mapWith(Number),
      lastOrderAt: totals.lastOrderAt,
    })
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(whereFor(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset) query.offset(filter.offset);
  const rows = await query;
  // The aggregate's max() comes back as text from a subquery on some drivers; make it a Date.
  return rows.map((row) => ({
    ...row,
    lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt),
  }));
}

export async function countCustomers(db: Database, filter: CustomerFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereFor(filter));
  return row?.n ?? 0;
}

export interface CustomerSummaryRow {
  totalCustomers: number;
  newSince: number;
  customersWithOrders: number;
  orderCount: number;
  totalPaise: number;
}

/** The stat cards' figures in one query; `since` is the start of the month that counts as new. */
export async function summarizeCustomers(db: Database, since: Date): Promise<CustomerSummaryRow> {
  const totals = orderTotals(db);
  const [row] = await db
    .select({
      totalCustomers: count(),
      newSince: countWhere(gte(users.createdAt, since)),
      customersWithOrders: count(totals.userId),
      orderCount: sql<number>`coalesce(sum(${totals.orderCount}), 0)`.mapWith(Number),
      totalPaise: sql<number>`coalesce(sum(${totals.totalPaise}), 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(isCustomer);
  if (!row) throw new Error('customer summary returned no row');
  return row;
}
