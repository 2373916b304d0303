import { adminCustomerSummarySchema } from '@sheesham/shared/admin-customers';
import { dashboardStatsSchema } from '@sheesham/shared/admin-dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Issue #24 item 6: the Average Order Value must be in rupees wherever it is shown. The other
 * dashboard and customer tests seed order rows directly; this one places real orders through
 * POST /api/orders, so a unit slip anywhere on the way (pricing, the stored total, the sums, the
 * answer) shows as a figure 100× too large or too small.
 */
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

beforeAll(async () => {
  const chair = await insertProduct(t.db, {
    name: 'Jodhpur Chair',
    pricePaise: 4_499_00,
    stock: 10,
  });
  const sofa = await insertProduct(t.db, {
    name: 'Mehrangarh Sofa',
    pricePaise: 38_999_50,
    stock: 10,
  });
  for (const items of [
    [{ product_id: chair.id, quantity: 1 }],
    [{ product_id: sofa.id, quantity: 2 }],
  ]) {
    const placed = await postOrder(t.app, customer, orderBody(items));
    expect(placed.statusCode).toBe(201);
  }
});

const getAsAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

// (₹4,499 + 2 × ₹38,999.50) / 2 orders = ₹41,249.
const AVERAGE_RUPEES = 41_249;

describe('the Average Order Value of orders placed through the shop', () => {
  it('is in rupees on the dashboard stats', async () => {
    const response = await getAsAdmin('/api/admin/dashboard/stats');
    expect(response.statusCode).toBe(200);
    expect(dashboardStatsSchema.parse(response.json()).averageOrderValue).toBe(AVERAGE_RUPEES);
  });

  it('is in rupees on the customers summary', async () => {
    const response = await getAsAdmin('/api/admin/customers/summary');
    expect(response.statusCode).toBe(200);
    expect(adminCustomerSummarySchema.parse(response.json()).averageOrderValue).toBe(
      AVERAGE_RUPEES,
    );
  });
});
