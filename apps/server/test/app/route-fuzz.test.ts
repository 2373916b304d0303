import { beforeAll, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import {
  CONTENT_TYPES,
  Draw,
  FIELD_NAMES,
  forgedCursorQuery,
  MALFORMED_JSON,
  NASTY_STRINGS,
  NASTY_VALUES,
  QUERY_NAMES,
  seededRandom,
} from '../helpers/fuzz-inputs.ts';
import { orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Every route of the real route table gets CASES_PER_ROUTE malformed requests (bad bodies,
 * queries, params, content types; as a visitor, a customer and an admin) from a fixed seed. No
 * answer may be a 5xx, and every API error must have the JSON error shape. A failure prints the
 * request, so it can be replayed.
 */
const SEED = 20261125;
// Input handling is the same code on both databases; the PostgreSQL phase draws the full 200 per
// route, the (4x slower per request) PGlite phase the first 60 of the same seeded sequence.
const CASES_PER_ROUTE = process.env.TEST_DATABASE_URL ? 200 : 60;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const t = useTestApp();

interface Context {
  productId: string;
  orderId: string;
  messageId: string;
}
let context: Context;

beforeAll(async () => {
  const customer = await signUp(t.app);
  const [product] = await insertProducts(t.db, [aProduct({ stock: 10_000 })]);
  const productId = product?.id ?? '';
  const order = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: productId, quantity: 1 }]),
  );
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A', email: 'a@example.in', subject: 'S', message: 'M' },
  });
  context = { productId, orderId: order.json().id, messageId: message.json().id };
});

/** Near-valid bodies per route, so mutations reach the rules behind the schema. */
function templateFor(method: string, url: string, c: Context): Record<string, unknown> | null {
  const line = { product_id: c.productId, quantity: 1, selected_set: false };
  switch (`${method} ${url}`) {
    case 'POST /api/contact':
      return { name: 'A', email: 'a@example.in', subject: 'S', message: 'M', phone: '' };
    case 'POST /api/orders':
      return orderBody([line]);
    case 'POST /api/payment/order':
      return { pincode: '302001', items: [line] };
    case 'POST /api/payment/verify':
      return { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' };
    case 'POST /api/payment/sandbox/complete':
      return { razorpay_order_id: 'o', outcome: 'success' };
    case 'POST /api/products':
    case 'PUT /api/products/:id':
      return aProductInput() as unknown as Record<string, unknown>;
    case 'PUT /api/auth/profile':
      return { fullName: 'A B', email: 'a@example.in', phoneNumber: null };
    case 'POST /api/auth/profile/addresses':
    case 'PUT /api/auth/profile/addresses/:id':
      return {
        label: 'Home',
        full_name: 'A B',
        phone: '98290 12345',
        address: '1 Road',
        pincode: '302001',
        is_default: true,
      };
    case 'PUT /api/orders/:id/status':
    case 'PUT /api/auth/profile/orders/:id':
      return { status: 'cancelled' };
    case 'PUT /api/admin/delivery/zones/:id':
      return {
        serviceable: true,
        charge: 999,
        lead_days: 2,
        weekdays: ['Mon', 'Sat'],
        cutoff: '14:00',
        assembly: true,
      };
    case 'POST /api/admin/delivery/zones':
      return {
        name: 'Fuzzed zone',
        pincodes: ['305001'],
        prefixes: ['3051'],
        serviceable: true,
        charge: 499,
        lead_days: 1,
        weekdays: ['Mon'],
        cutoff: '14:00',
        assembly: true,
      };
    case 'POST /api/admin/delivery/holidays':
      return { date: '2027-03-04', name: 'Holi' };
    case 'PUT /api/admin/messages/:id/read':
      return { read: true };
    case 'POST /api/identity/phone-number/send-otp':
      return { phoneNumber: '98290 12345' };
    case 'POST /api/identity/phone-number/verify':
      return { phoneNumber: '98290 12345', code: '123456', addToAccount: false };
    default:
      return null;
  }
}

function randomValue(draw: Draw, depth = 0): unknown {
  if (depth < 3 && draw.chance(0.1)) return randomObject(draw, depth + 1);
  if (depth < 3 && draw.chance(0.1)) return [randomValue(draw, depth + 1)];
  return draw.pick(NASTY_VALUES);
}

function randomObject(draw: Draw, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = draw.int(5); i >= 0; i--) {
    Object.defineProperty(out, draw.pick(FIELD_NAMES), {
      value: randomValue(draw, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function mutate(draw: Draw, template: Record<string, unknown>): Record<string, unknown> {
  const body = structuredClone(template);
  const keys = Object.keys(body);
  const key = draw.pick(keys.length > 0 ? keys : ['x']);
  const mutation = draw.int(4);
  if (mutation === 0) delete body[key];
  else if (mutation === 1) body[draw.pick(FIELD_NAMES)] = randomValue(draw);
  else if (mutation === 2 && Array.isArray(body.items)) body.items = [randomObject(draw)];
  else body[key] = randomValue(draw);
  return body;
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function randomBody(draw: Draw, template: Record<string, unknown> | null): Body {
  const roll = draw.int(100);
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (roll < 30 && template) return json(mutate(draw, template));
  if (roll < 55) return json(randomObject(draw));
  if (roll < 63) return json(draw.pick(NASTY_VALUES));
  if (roll < 73) return { payload: draw.pick(MALFORMED_JSON), contentType: 'application/json' };
  if (roll < 78) {
    const depth = draw.pick([33, 200, 5_000, 12_000]);
    return { payload: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' };
  }
  if (roll < 90) {
    const text = template ? JSON.stringify(template) : draw.pick(NASTY_STRINGS);
    return { payload: text, contentType: draw.pick(CONTENT_TYPES) };
  }
  if (roll < 94) return { payload: '', contentType: 'application/json' };
  if (roll < 97) return { payload: Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02]) };
  return {};
}

/** Percent-encoded; a lone surrogate becomes the bytes of one, which is invalid UTF-8 on purpose. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The route that pages with a catalogue cursor gets a forged one in a third of its queries. */
const CURSOR_ROUTES = new Set(['/api/products']);

function randomQuery(draw: Draw, url: string): string {
  if (CURSOR_ROUTES.has(url) && draw.chance(0.35)) return `?${forgedCursorQuery(draw)}`;
  if (draw.chance(0.3)) return '';
  const parts: string[] = [];
  for (let i = draw.int(4); i >= 0; i--) {
    const value = draw.chance(0.2)
      ? draw.pick(['%', '%zz', '%00', '&&', '='])
      : draw.pick(NASTY_STRINGS);
    const encoded = value.startsWith('%') || value.length < 3 ? value : encode(value);
    parts.push(`${draw.pick(QUERY_NAMES)}=${encoded}`);
  }
  return `?${parts.join('&')}`;
}

const IDENTITY_PATHS = ['sign-in/email', 'sign-up/email', 'get-session', 'sign-out', 'update-user'];

function fillPath(draw: Draw, url: string, c: Context): string {
  const unknownId = '7d1f5a2e-9c4b-4e8a-b1d3-2f6e8a9c0b14';
  const id = () =>
    encode(draw.pick([c.productId, c.orderId, c.messageId, unknownId, ...NASTY_STRINGS])) || 'x';
  return url
    .replace(/:id\b/g, id)
    .replace(/\*$/, () =>
      url.startsWith('/api/identity/')
        ? draw.pick(IDENTITY_PATHS)
        : draw.pick(['', 'products', 'product/x', 'admin', '%', 'a/../../b', 'x'.repeat(2_000)]),
    );
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

it('no route answers a malformed request with a 5xx or without the JSON error shape', async () => {
  const draw = new Draw(seededRandom(SEED));
  const customer = await signUp(t.app);
  const admin = await signUpAdmin(t.app, t.db);
  const sessions = [null, customer, admin] as const;
  const failures: Failure[] = [];
  // Sign-out ends the session it is sent with; the identity routes go last for that reason.
  const table = [...t.app.routeTable]
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
    .sort(
      (a, b) =>
        Number(a.url.startsWith('/api/identity')) - Number(b.url.startsWith('/api/identity')),
    );
  expect(table.length).toBeGreaterThan(40);

  let requests = 0;
  for (const { method, url } of table) {
    const template = templateFor(method, url, context);
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const session: TestAccount | null = draw.pick(sessions);
      const path = fillPath(draw, url, context) + randomQuery(draw, url);
      const body = BODY_METHODS.has(method) ? randomBody(draw, template) : {};
      const headers: Record<string, string> = { ...session?.headers };
      if (body.contentType) headers['content-type'] = body.contentType;
      if (url.endsWith('/webhook') && draw.chance(0.5))
        headers['x-razorpay-signature'] = 'f'.repeat(64);
      const res = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      requests++;
      const isApiError = path.startsWith('/api/') && res.statusCode >= 400;
      const shaped = !isApiError || hasErrorShape(res.body);
      if (res.statusCode >= 500 || !shaped) {
        failures.push({
          request: `${method} ${path.slice(0, 200)} [${body.contentType ?? '-'}] ${String(body.payload ?? '').slice(0, 200)} as ${session ? (session === admin ? 'admin' : 'customer') : 'visitor'}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      }
    }
  }
  expect(requests).toBe(table.length * CASES_PER_ROUTE);
  expect(failures).toEqual([]);
}, 600_000);

function hasErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string';
  } catch {
    return false;
  }
}
