// `npm run bench:memory`: the resident memory (RSS) of the production server, as `npm start` runs
// it (the build, `node <SERVER_NODE_FLAGS> apps/server/dist/server.js`, NODE_ENV=production),
// after it starts and after minutes of mixed storefront and admin traffic, on the embedded
// database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a
// fresh database there. Targets (issue #25): ≤ 450 MB embedded, ≤ 250 MB on PostgreSQL, after
// the traffic. Not part of `npm test`.
//
// Each database: a first start seeds the demo catalogue (and draws its pictures), then stops;
// the measured start opens the seeded shop, as every later start of a real shop does. The traffic
// is CLIENTS loops, each sending one request after another (no pause): pages (home, listing,
// product, search), the API behind them (listing, product, search, suggestions, the cart's price
// checks, pictures), cash-on-delivery orders, a customer's orders, and the admin's orders,
// products, customers, dashboard and invoice PDFs. RSS is read from /proc every 2 s.
//
// BENCH_MEMORY_MINUTES: minutes of traffic per database (default 5; 0.5 for a quick look).
// BENCH_MEMORY_CLIENTS: concurrent loops (default 4).

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SLOT_CAPACITY, type SlotAvailability } from '@sheesham/shared';
import { type AdminCredentials, startServer } from '../e2e/support/server-process.ts';
import { onServer } from './lib/bench-database.ts';
import { loadAverageLine, printTable, saveResults } from './lib/results.ts';
import { buildWeb } from './lib/web-build.ts';

const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 5);
const CLIENTS = Number(process.env.BENCH_MEMORY_CLIENTS ?? 4);
const SAMPLE_MS = 2000;
/** RSS after the traffic (issue #25). */
const TARGET_MB = { embedded: 450, PostgreSQL: 250 } as const;
type DatabaseLabel = keyof typeof TARGET_MB;

/** Limits a real shop keeps; one customer and one admin from one address send everything here. */
const ENV = {
  CHECKOUT_RATE_LIMIT: '1000000',
  AUTH_RATE_LIMIT_IP: '1000',
  AUTH_RATE_LIMIT_ACCOUNT: '1000',
};

const SEARCH_TERMS = ['sofa', 'bed', 'table', 'chair', 'sheesham', 'wardrobe', 'teak', 'shelf'];

interface Memory {
  rssMb: number;
  peakMb: number;
}

/** VmRSS and VmHWM (the peak RSS) of a process, in MB. */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shop {
  url: string;
  customerToken: string;
  adminToken: string;
  productIds: string[];
  mediaPaths: string[];
  orderIds: string[];
  /** The days and slots a delivery to 302001 may book (decision 057). */
  slots: { date: string; slot: string }[];
}

/**
 * Every delivery books a slot: the admin gives each slot the most places a day may have, so five
 * minutes of orders never meet a full one, and the orders spread over the days offered.
 */
async function openSlots(url: string, adminToken: string): Promise<Shop['slots']> {
  const offered = async () =>
    (await (await fetch(`${url}/api/delivery/slots?pincode=302001`)).json()) as SlotAvailability;
  const codes = new Set((await offered()).days.flatMap((day) => day.slots.map((s) => s.slot)));
  for (const code of codes) {
    const response = await fetch(`${url}/api/admin/delivery-slots/${code}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ default_capacity: MAX_SLOT_CAPACITY }),
    });
    if (!response.ok) throw new Error(`slot ${code}: ${response.status} ${await response.text()}`);
  }
  return (await offered()).days.flatMap((day) =>
    day.slots.filter((s) => s.left > 0).map((s) => ({ date: day.date, slot: s.slot })),
  );
}

async function signIn(url: string, path: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(`${url}/api/identity/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return token;
}

/** Every /media/… path in the listing's JSON: the pictures a browser would fetch. */
function mediaPathsIn(json: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/media/')) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(json);
  return [...found];
}

async function openShop(url: string, admin: AdminCredentials): Promise<Shop> {
  const customerToken = await signIn(url, 'sign-up/email', {
    name: 'Bench Customer',
    email: `bench-${randomBytes(4).toString('hex')}@example.in`,
    password: 'bench-memory-pass-42',
  });
  const adminToken = await signIn(url, 'sign-in/email', {
    email: admin.email,
    password: admin.password,
  });
  const listing = (await (await fetch(`${url}/api/products?limit=100`)).json()) as {
    _id: string;
  }[];
  return {
    url,
    customerToken,
    adminToken,
    productIds: listing.map((p) => p._id),
    mediaPaths: mediaPathsIn(listing),
    orderIds: [],
    slots: await openSlots(url, adminToken),
  };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Request {
  kind: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** Reads the answer (e.g. keeps a new order's id). */
  after?: (json: unknown) => void;
}

/** The mix: weight, then a request (or null when it has nothing to ask yet). */
function requestMix(shop: Shop): [number, () => Request | null][] {
  const product = () => pick(shop.productIds);
  const term = () => pick(SEARCH_TERMS);
  return [
    [3, () => ({ kind: 'page', path: '/' })],
    [3, () => ({ kind: 'page', path: '/products' })],
    [4, () => ({ kind: 'page', path: `/product/${product()}` })],
    [1, () => ({ kind: 'page', path: `/products?q=${term()}` })],
    [2, () => ({ kind: 'api', path: '/api/products' })],
    [1, () => ({ kind: 'api', path: '/api/products?sort=price_asc&limit=24' })],
    [3, () => ({ kind: 'api', path: `/api/products/${product()}` })],
    [2, () => ({ kind: 'search', path: `/api/products/search?q=${term()}` })],
    [1, () => ({ kind: 'search', path: `/api/products/suggest?q=${term().slice(0, 3)}` })],
    [3, () => (shop.mediaPaths.length ? { kind: 'media', path: pick(shop.mediaPaths) } : null)],
    [
      1,
      () => ({
        kind: 'checkout',
        method: 'POST',
        path: '/api/orders',
        token: shop.customerToken,
        body: {
          address: '14 Haveli Road, Jaipur',
          pincode: '302001',
          delivery_instructions: '',
          phone: '98290 12345',
          payment_method: 'cod',
          delivery_slot: pick(shop.slots),
          items: [{ product_id: product(), quantity: 1 }],
        },
        after: (json) => {
          const { id } = json as { id?: string };
          if (id) shop.orderIds.push(id);
        },
      }),
    ],
    [1, () => ({ kind: 'customer', path: '/api/auth/profile/orders', token: shop.customerToken })],
    // The admin's order list is GET /api/orders with an admin's session (the admin scope).
    [1, () => ({ kind: 'admin orders', path: '/api/orders?limit=50', token: shop.adminToken })],
    [1, () => ({ kind: 'admin products', path: '/api/admin/products', token: shop.adminToken })],
    [
      0.5,
      () => ({ kind: 'admin customers', path: '/api/admin/customers', token: shop.adminToken }),
    ],
    [
      0.5,
      () => ({
        kind: 'admin dashboard',
        path: '/api/admin/dashboard/stats',
        token: shop.adminToken,
      }),
    ],
    [
      0.3,
      () =>
        shop.orderIds.length
          ? {
              kind: 'invoice',
              path: `/api/admin/orders/${pick(shop.orderIds)}/invoice.pdf`,
              token: shop.adminToken,
            }
          : null,
    ],
  ];
}

function chooser(mix: [number, () => Request | null][]): () => Request | null {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, make] of mix) {
      roll -= weight;
      if (roll <= 0) return make();
    }
    return null;
  };
}

/** Answers by kind and outcome, e.g. `page 2xx` or `checkout 409`. */
type Tally = Map<string, number>;

async function send(shop: Shop, request: Request, tally: Tally): Promise<void> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body) headers['content-type'] = 'application/json';
  let outcome: string;
  try {
    const response = await fetch(`${shop.url}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    const bytes = await response.arrayBuffer();
    // Answers that are not 2xx keep their status, so a failing kind of request says why.
    outcome = response.ok ? '2xx' : String(response.status);
    if (response.ok && request.after) request.after(JSON.parse(Buffer.from(bytes).toString()));
  } catch {
    outcome = 'network error';
  }
  const key = `${request.kind} ${outcome}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

async function traffic(shop: Shop, pid: number, seconds: number) {
  const next = chooser(requestMix(shop));
  const tally: Tally = new Map();
  const until = Date.now() + seconds * 1000;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(memoryOf(pid).rssMb), SAMPLE_MS);
  const loop = async () => {
    while (Date.now() < until) {
      const request = next();
      if (request) await send(shop, request, tally);
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENTS }, loop));
  } finally {
    clearInterval(sampler);
  }
  return { tally, samples };
}

interface Row {
  database: DatabaseLabel;
  startSeconds: number;
  seedPeakMb: number;
  afterStartMb: number;
  afterTrafficMb: number;
  peakMb: number;
  requests: number;
  failed: number;
  tally: Record<string, number>;
}

async function benchOn(database: DatabaseLabel, databaseUrl: string | undefined): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bench-memory-'));
  const admin: AdminCredentials = {
    name: 'Bench Admin',
    email: 'bench-admin@example.in',
    password: `shisham-${randomBytes(12).toString('base64url')}`,
  };
  try {
    console.log(`[${database}] first start: seeding the demo catalogue…`);
    const seeding = await startServer({ dataDir, env: ENV, admin, databaseUrl });
    const seedPeakMb = memoryOf(seeding.pid).peakMb;
    await seeding.stop();

    console.log(`[${database}] measured start…`);
    const started = Date.now();
    const server = await startServer({ dataDir, env: ENV, databaseUrl });
    const startSeconds = (Date.now() - started) / 1000;
    try {
      await pause(5000);
      const afterStart = memoryOf(server.pid);
      const shop = await openShop(server.url, admin);
      console.log(
        `[${database}] ${afterStart.rssMb.toFixed(0)} MB after start; ${CLIENTS} clients for ${MINUTES} min…`,
      );
      const { tally } = await traffic(shop, server.pid, MINUTES * 60);
      await pause(2000);
      const after = memoryOf(server.pid);
      const requests = [...tally.values()].reduce((a, b) => a + b, 0);
      const failed = [...tally.entries()]
        .filter(([key]) => !key.endsWith('2xx'))
        .reduce((a, [, n]) => a + n, 0);
      return {
        database,
        startSeconds,
        seedPeakMb,
        afterStartMb: afterStart.rssMb,
        afterTrafficMb: after.rssMb,
        peakMb: after.peakMb,
        requests,
        failed,
        tally: Object.fromEntries([...tally.entries()].sort()),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new database on the server at `serverUrl` for one run, dropped afterwards. */
async function withFreshDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = `sheesham_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

const loadBefore = loadavg();
buildWeb({ fresh: false });
const rows: Row[] = [await benchOn('embedded', undefined)];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) rows.push(await withFreshDatabase(serverUrl, (url) => benchOn('PostgreSQL', url)));
else console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: embedded database only.');

for (const row of rows) {
  console.log(`\n[${row.database}] answers by kind:`);
  printTable(
    ['kind', 'answers'],
    Object.entries(row.tally).map(([kind, count]) => [kind, String(count)]),
  );
}
console.log(
  `\nRSS of the built server (node dist/server.js, production), ${CLIENTS} clients × ${MINUTES} min of mixed traffic\n`,
);
const mb = (value: number) => `${value.toFixed(0)} MB`;
printTable(
  [
    'database',
    'ready in',
    'seed peak',
    'after start',
    'after traffic',
    'peak',
    'target',
    '',
    'requests',
    'not 2xx',
  ],
  rows.map((r) => [
    r.database,
    `${r.startSeconds.toFixed(1)} s`,
    mb(r.seedPeakMb),
    mb(r.afterStartMb),
    mb(r.afterTrafficMb),
    mb(r.peakMb),
    `≤ ${TARGET_MB[r.database]} MB`,
    r.afterTrafficMb <= TARGET_MB[r.database] ? 'met' : 'MISSED',
    String(r.requests),
    String(r.failed),
  ]),
);
console.log(`\n${loadAverageLine(loadBefore, loadavg())}`);
saveResults('memory', { node: process.version, minutes: MINUTES, clients: CLIENTS, rows });
