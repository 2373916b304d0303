import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, products, users } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * CR and LF in a single-line field (a name, a subject, a phone number, a pincode) are refused
 * with a field error: once such a value is mailed, a line break could start a header of its own.
 * Multi-line fields (a message, an address, delivery instructions) keep their line breaks.
 */
const BREAKS = ['\r\n', '\n', '\r'];

const CONTACT = {
  name: 'Ananya Rathore',
  email: 'ananya@example.in',
  phone: '+91 98765 43210',
  subject: 'Custom wardrobe',
  message: 'Can you build a 7 ft sheesham wardrobe?',
};

const t = useTestApp();
let customer: TestAccount;
let admin: TestAccount;
let productId: string;

beforeAll(async () => {
  customer = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
  const [product] = await insertProducts(t.db, [aProduct({ stock: 50 })]);
  productId = product?.id ?? '';
});

const rows = async (table: typeof contactMessages | typeof orders | typeof products) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe.each(BREAKS.map((b) => [JSON.stringify(b), b]))('a line break %s', (_label, br) => {
  it.each([
    ['name', `Ananya${br}Bcc: everyone@example.in`, 'Full Name must be on one line'],
    ['subject', `Wardrobe${br}Bcc: everyone@example.in`, 'Subject must be on one line'],
    ['phone', `98765${br}43210`, 'Phone number must be on one line'],
  ])(
    'in the contact form %s is a field error and stores nothing',
    async (field, value, message) => {
      const before = await rows(contactMessages);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...CONTACT, [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
      expect(await rows(contactMessages)).toBe(before);
    },
  );

  it('in the contact message is kept', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...CONTACT, message: `Line one${br}Line two` },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().id));
    expect(row?.message).toBe(`Line one${br}Line two`);
  });

  it('in a sign-up name or phone is a field error, and no account is made', async () => {
    const email = `line-break-${Math.random().toString(36).slice(2)}@example.in`;
    for (const [field, value] of [
      ['name', `Asha${br}Verma`],
      ['phone', `98290${br}12345`],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up/email',
        payload: {
          name: 'Asha Verma',
          email,
          password: 'a-long-pass-phrase-9',
          [field as string]: value,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
      expect(res.json().error.fields[field as string]).toMatch(/must be on one line/);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('in the profile name is a field error, and the name stays', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: customer.headers,
      payload: { fullName: `Asha${br}Verma`, email: customer.email, phoneNumber: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ fullName: 'Full name must be on one line' });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.name).toBe(customer.name);
  });

  it('in the pincode is a field error; in the address and instructions it is kept', async () => {
    const before = await rows(orders);
    const line = [{ product_id: productId, quantity: 1 }];
    const refused = await postOrder(t.app, customer, orderBody(line, { pincode: `302${br}001` }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['pincode']);
    expect(await rows(orders)).toBe(before);

    const placed = await postOrder(
      t.app,
      customer,
      orderBody(line, {
        address: `14 Haveli Road${br}Jaipur`,
        delivery_instructions: `Call first${br}Gate 2`,
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().address).toBe(`14 Haveli Road${br}Jaipur`);
    expect(placed.json().delivery_instructions).toBe(`Call first${br}Gate 2`);
  });

  it('in a product name is a field error; in its description it is kept', async () => {
    const before = await rows(products);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: aProductInput({ name: `Rajwada${br}Bed`, brand: `Teak${br}line` }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      name: 'Name must be on one line',
      brand: 'Brand must be on one line',
    });
    expect(await rows(products)).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: aProductInput({ description: `Solid sheesham.${br}Hand-carved.` }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toBe(`Solid sheesham.${br}Hand-carved.`);
  });
});

it('a trailing line break is trimmed, not refused', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...CONTACT, name: 'Ananya Rathore\r\n', subject: '\nWardrobe' },
  });
  expect(res.statusCode).toBe(201);
});
