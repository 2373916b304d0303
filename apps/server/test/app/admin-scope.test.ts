import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let customer: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app);
});

const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The routes the admin scope flagged, read from the app's real route table. */
function adminRoutes() {
  return t.app.routeTable.filter((route) => route.config?.adminOnly === true);
}

/** A concrete URL for a route pattern: every `:param` becomes a random (unknown) uuid. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID());

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
    const answers: string[] = [];
    for (const route of adminRoutes()) {
      const request = { method: route.method as 'GET', url: concrete(route.url) };
      const asCustomer = await t.app.inject({ ...request, headers: customer.headers });
      const anonymous = await t.app.inject(request);
      answers.push(`${name(route)} ${asCustomer.statusCode} ${anonymous.statusCode}`);
    }
    expect(answers).toEqual(adminRoutes().map((route) => `${name(route)} 403 401`));
  });
});
