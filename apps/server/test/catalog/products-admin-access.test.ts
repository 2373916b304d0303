import { randomUUID } from 'node:crypto';
import { productSchema } from '@sheesham/shared';
import { adminProductPageSchema, productDeletedSchema } from '@sheesham/shared/admin-products';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Each admin endpoint with a request that an admin gets answered, and what the answer is. */
const ENDPOINTS: {
  name: string;
  request: () => Promise<{ method: Method; url: string; payload?: object }>;
  success: number;
  check: (body: unknown) => void;
}[] = [
  {
    name: 'POST /api/products',
    request: async () => ({ method: 'POST', url: '/api/products', payload: aProductInput() }),
    success: 201,
    check: (body) => productSchema.parse(body),
  },
  {
    name: 'PUT /api/products/:id',
    request: async () => ({
      method: 'PUT',
      url: `/api/products/${(await insertProduct(t.db)).id}`,
      payload: aProductInput(),
    }),
    success: 200,
    check: (body) => productSchema.parse(body),
  },
  {
    name: 'DELETE /api/products/:id',
    request: async () => ({
      method: 'DELETE',
      url: `/api/products/${(await insertProduct(t.db)).id}`,
    }),
    success: 200,
    check: (body) => expect(productDeletedSchema.parse(body).outcome).toBe('deleted'),
  },
  {
    name: 'GET /api/admin/products',
    request: async () => ({ method: 'GET', url: '/api/admin/products' }),
    success: 200,
    check: (body) => adminProductPageSchema.parse(body),
  },
];

describe.each(ENDPOINTS)('$name', ({ request, success, check }) => {
  it('answers 401 without a session, 403 to a customer, and serves an admin', async () => {
    const req = await request();
    const anonymous = await t.app.inject(req);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');

    const asCustomer = await t.app.inject({ ...req, headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('forbidden');

    const asAdmin = await t.app.inject({ ...req, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(success);
    check(asAdmin.json());
  });
});

describe('the session is checked before the body', () => {
  it('answers 401/403, not 400, to invalid or malformed bodies from non-admins', async () => {
    const malformed = {
      method: 'POST' as const,
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    };
    expect((await t.app.inject(malformed)).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      ...malformed,
      headers: { ...malformed.headers, ...customer.headers },
    });
    expect(forbidden.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${randomUUID()}`,
      headers: customer.headers,
      payload: { role: 'admin' },
    });
    expect(invalid.statusCode).toBe(403);
  });

  it('changes nothing for a customer', async () => {
    const product = await insertProduct(t.db, { name: 'Untouchable Bed' });
    const url = `/api/products/${product.id}`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: aProductInput({ name: 'Renamed' }),
    });
    const del = await t.app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect([put.statusCode, del.statusCode]).toEqual([403, 403]);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: 'Untouchable Bed', archivedAt: null });
  });
});
