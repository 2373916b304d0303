import { fromPaise } from '@sheesham/shared';
import type {
  AdminCustomer,
  AdminCustomerSummary,
  adminCustomerQuerySchema,
} from '@sheesham/shared/admin-customers';
import { kolkataMonthStart } from '@sheesham/shared/kolkata-calendar';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import type { ListPage } from '../../lib/paged-list-route.ts';
import { toUserFields } from '../../lib/user-fields.ts';
import {
  type CustomerRow,
  countCustomers,
  findCustomers,
  summarizeCustomers,
} from './repository.ts';

type CustomerQuery = z.output<typeof adminCustomerQuerySchema>;

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    ...toUserFields(row),
    orderCount: row.orderCount,
    totalSpent: fromPaise(row.totalPaise),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  };
}

/** GET /admin/customers: the page and the number of customers matching before paging. */
export async function listCustomers(
  db: Database,
  query: CustomerQuery,
): Promise<ListPage<AdminCustomer>> {
  const filter = { q: query.q || undefined, limit: query.limit, offset: query.offset };
  const { rows, total } = await pageWithTotal(
    filter,
    () => findCustomers(db, filter),
    () => countCustomers(db, filter),
  );
  return { items: rows.map(toAdminCustomer), total };
}

/** GET /admin/customers/summary (definitions in the shared adminCustomerSummarySchema). */
export async function customerSummary(
  db: Database,
  now = new Date(),
): Promise<AdminCustomerSummary> {
  const row = await summarizeCustomers(db, kolkataMonthStart(now));
  const averagePaise = row.orderCount === 0 ? 0 : Math.round(row.totalPaise / row.orderCount);
  return {
    totalCustomers: row.totalCustomers,
    newThisMonth: row.newSince,
    customersWithOrders: row.customersWithOrders,
    averageOrderValue: fromPaise(averagePaise),
  };
}
