import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import {
  adminRouteAnswers,
  adminRoutes as adminRoutesOf,
  routeName as name,
} from '../helpers/admin-routes.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let customer: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app);
});

const adminRoutes = () => adminRoutesOf(t.app);

describe('the admin scope', () => {
  it('holds the known admin routes', () => {
    const names = adminRoutes().map(name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/products',
        'POST /api/products',
        'PUT /api/products/:id',
        'DELETE /api/products/:id',
        'POST /api/upload',
        'GET /api/orders',
        'PUT /api/orders/:id/status',
        'GET /api/admin/payments/unmatched',
        'GET /api/admin/dashboard/stats',
        'GET /api/admin/dashboard/low-stock',
        'GET /api/admin/customers',
        'GET /api/admin/messages',
        'PUT /api/admin/messages/:id/read',
        'POST /api/admin/orders',
        'GET /api/admin/order-customers',
        'GET /api/admin/sms',
      ]),
    );
  });

  it('holds every /api/admin route, and none of the customer routes', () => {
    const outside = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.config?.adminOnly !== true,
    );
    expect(outside.map(name)).toEqual([]);
    const names = adminRoutes().map(name);
    for (const customerRoute of [
      'POST /api/orders',
      'GET /api/orders/:id',
      'GET /api/products',
      'POST /api/payment/order',
      'GET /api/auth/profile/orders',
      'POST /api/profile/order-claims/confirm',
    ]) {
      expect(names).not.toContain(customerRoute);
    }
  });

  it('answers a signed-in customer 403 and a caller without a session 401 on every admin route', async () => {
    const answers = await adminRouteAnswers(t.app, customer.headers);
    expect(answers).toEqual(adminRoutes().map((route) => `${name(route)} 403 401`));
  });
});
