import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { ADMIN_CUSTOMERS_DEFAULT_LIMIT } from '@sheesham/shared/admin-customers';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { signUpAdmin } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

it('answers one page of customers without a limit, with the total in X-Total-Count', async () => {
  const admin = await signUpAdmin(t.app, t.db);
  const count = ADMIN_CUSTOMERS_DEFAULT_LIMIT + 3;
  await t.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      id: `bulk-customer-${i}`,
      name: `Bulk Customer ${i}`,
      email: `bulk-${i}@example.in`,
    })),
  );
  const response = await t.app.inject({ url: '/api/admin/customers', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toHaveLength(ADMIN_CUSTOMERS_DEFAULT_LIMIT);
  expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(count));
});
