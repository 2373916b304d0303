import { describe, expect, it } from 'vitest';
import { adminRouteAnswers, adminRoutes, routeName } from '../helpers/admin-routes.ts';
import { bearer, clerkTestInstance, clerkToken } from '../helpers/clerk-tokens.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The admin scope and the guards in Clerk mode (docs/decisions/045): the role comes from the
// session token's publicMetadata.isAdmin, never from the request.
const clerk = clerkTestInstance();
const t = useTestApp({ env: clerk.env });

describe('the admin scope in Clerk mode', () => {
  it('answers a Clerk customer 403 and a caller without a session 401 on every admin route', async () => {
    const customer = bearer(clerkToken(clerk));
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThan(10);
    expect(await adminRouteAnswers(t.app, customer)).toEqual(
      routes.map((route) => `${routeName(route)} 403 401`),
    );
  });

  it('lets a Clerk admin through, and a customer into their own routes only', async () => {
    const admin = bearer(clerkToken(clerk, { isAdmin: true }));
    const customer = bearer(clerkToken(clerk));
    const get = (url: string, headers: { authorization: string }) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/admin/dashboard/stats', admin)).statusCode).toBe(200);
    expect((await get('/api/orders', admin)).statusCode).toBe(200);
    expect((await get('/api/auth/profile/orders', customer)).statusCode).toBe(200);
    expect((await get('/api/orders', customer)).statusCode).toBe(403);
  });
});
