import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/** `[[[…]]]` nested `depth` levels deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const CONTACT = {
  name: 'Ananya Rathore',
  email: 'ananya@example.in',
  subject: 'Custom wardrobe',
  message: 'Can you build a 7 ft sheesham wardrobe?',
};

const t = useTestApp();
let customer: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app);
});

const rows = async (table: typeof contactMessages | typeof orders) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe('a body nested 12,000 levels deep', () => {
  it.each([
    '/api/identity/sign-out',
    '/api/identity/get-session',
    '/api/identity/sign-in/email',
    '/api/contact',
    '/api/orders',
  ])('POST %s answers 400 before any handler walks it', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: nested(12_000),
    });
    expectError(res, 400, 'bad_request');
    expect(res.json().error.message).toMatch(/nested too deeply/);
  });

  it('is refused at 33 levels, while 32 reach the schema (a plain validation error)', async () => {
    const at = (depth: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":${nested(depth - 1)}}`,
      });
    expect((await at(33)).json().error.message).toMatch(/nested too deeply/);
    expectError(await at(32), 400, 'validation_error');
  });

  it('counts no brackets inside strings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...CONTACT, message: `"\\[${'[{'.repeat(200)}` }),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('sign-out and get-session take no fields', () => {
  it.each(['/api/identity/sign-out', '/api/identity/get-session'])(
    'POST %s with a field or an array is a 400',
    async (url) => {
      for (const payload of ['{"token":"x"}', '[]', '"x"', '1']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...customer.headers, 'content-type': 'application/json' },
          payload,
        });
        expectError(res, 400, 'validation_error');
      }
      const session = await t.app.inject({
        url: '/api/identity/get-session',
        headers: customer.headers,
      });
      expect(session.json().user.id).toBe(customer.id);
    },
  );
});

describe('only JSON is parsed', () => {
  const CONTENT_TYPES = [
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
  ];

  it.each(CONTENT_TYPES)('%s to the contact form is a 415 and stores nothing', async (type) => {
    const before = await rows(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': type },
      payload: JSON.stringify(CONTACT),
    });
    expectError(res, 415, 'unsupported_media_type');
    expect(await rows(contactMessages)).toBe(before);
  });

  it('text/plain to sign-in and to orders is a 415', async () => {
    const before = await rows(orders);
    for (const url of ['/api/identity/sign-in/email', '/api/orders']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...customer.headers, 'content-type': 'text/plain' },
        payload: JSON.stringify({ email: customer.email, password: 'sheesham-test-pass-42' }),
      });
      expectError(res, 415, 'unsupported_media_type');
    }
    expect(await rows(orders)).toBe(before);
  });

  it('application/json with a charset still works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(CONTACT),
    });
    expect(res.statusCode).toBe(201);
  });
});
