import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, products } from '../../src/db/schema.ts';
import { signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// PostgreSQL cannot store U+0000 in text (nor in jsonb): it must never reach the database as a
// 500. Product fields refuse it by name; any other input gets the errors plugin's 400.
const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

const NUL_REFUSED = {
  error: { code: 'bad_request', message: 'Text must not contain NUL characters.' },
};

describe('a NUL character in the input', () => {
  it.each([
    '/api/admin/products?q=a%00b',
    '/api/admin/customers?q=a%00b',
    '/api/orders?q=a%00b',
    '/api/products?q=a%00b',
    '/api/products/search?q=a%00b',
  ])('answers 400, not 500, in the search %s', async (url) => {
    const response = await t.app.inject({ url, headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_REFUSED);
  });

  it('answers 400 to a contact message and stores nothing', async () => {
    const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]?.n;
    const before = await stored();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana\u0000', email: 'ana@example.in', subject: 'Hi', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_REFUSED);
    expect(await stored()).toBe(before);
  });

  it('names the product fields that hold it, on POST and PUT, and writes nothing', async () => {
    const created = await sendProduct(
      t.app,
      admin,
      'POST',
      '/api/products',
      aProductInput({ name: 'Sofa\u0000', recommended_mattress_size: 'King\u0000' }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({
      name: 'Name must not contain NUL characters',
      recommended_mattress_size: 'Recommended mattress size must not contain NUL characters',
    });
    const named = await t.db.select().from(products).where(eq(products.name, 'Sofa'));
    expect(named).toEqual([]);

    const product = await insertProduct(t.db, { description: 'As it was' });
    const replaced = await sendProduct(
      t.app,
      admin,
      'PUT',
      `/api/products/${product.id}`,
      aProductInput({ description: 'x\u0000y' }),
    );
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error.fields).toEqual({
      description: 'Description must not contain NUL characters',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.description).toBe('As it was');
  });
});
