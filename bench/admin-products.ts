// `npm run bench:admin-products`: p50/p95 of GET /api/admin/products (the inventory table) over
// 10,000 products, for a search, a sort by stock, a deep page and the low-stock list. The app runs
// in this process (buildApp) on PGlite in a temporary folder and, when BENCH_DATABASE_URL,
// DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there (created
// and dropped by the bench). Requests go one at a time through app.inject, so each time is one
// request's own work: session lookup, validation, the page query, the count and serialization.
// Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { products, users } from '../apps/server/src/db/schema.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { signUpThroughApp } from './lib/app-sign-up.ts';
import { benchConfig } from './lib/bench-config.ts';
import { type BenchDatabase, freshPostgres, pgliteInTempDir } from './lib/bench-database.ts';
import { generateProducts } from './lib/generated-catalogue.ts';
import { percentile, printTable, saveResults } from './lib/results.ts';

const PRODUCT_COUNT = 10_000;
const WARMUP_REQUESTS = 20;
const MEASURED_REQUESTS = 200;
/** The figure above which a query deserves an index (issue #4: fast with 10,000 products). */
const SLOW_P95_MS = 50;

const QUERIES = [
  { name: 'search', query: 'q=jodhpur' },
  { name: 'search, no match', query: 'q=zebrawood' },
  { name: 'sort by stock', query: 'sort=stock_asc' },
  { name: 'deep page', query: `sort=name&offset=${PRODUCT_COUNT - 20}` },
  { name: 'low stock', query: 'low_stock=true&sort=stock_desc' },
];

interface Row {
  database: string;
  query: string;
  url: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** 10,000 generated products, with creation times a minute apart so "newest" has an order. */
async function seed(db: Database): Promise<void> {
  const rows = generateProducts(PRODUCT_COUNT);
  const start = Date.UTC(2024, 0, 1);
  for (let from = 0; from < rows.length; from += 500) {
    const chunk = rows
      .slice(from, from + 500)
      .map((row, i) => ({ ...row, createdAt: new Date(start + (from + i) * 60_000) }));
    await db.insert(products).values(chunk);
  }
}

async function adminToken(app: App, db: Database): Promise<string> {
  const { token, userId } = await signUpThroughApp(app, {
    name: 'Bench Admin',
    email: 'bench-admin@example.in',
    password: 'bench-admin-42x',
  });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  return token;
}

async function measure(app: App, url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  let total = 0;
  const times: number[] = [];
  for (let i = 0; i < WARMUP_REQUESTS + MEASURED_REQUESTS; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    if (i >= WARMUP_REQUESTS) times.push(elapsed);
    total = response.json().total;
  }
  return { total, sorted: times.sort((a, b) => a - b) };
}

async function benchOn(database: BenchDatabase): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bench-data-'));
  const app = await buildApp({ config: benchConfig(dataDir), db: database.db, logger: false });
  try {
    console.log(`[${database.label}] seeding ${PRODUCT_COUNT} products…`);
    await seed(database.db);
    const token = await adminToken(app, database.db);
    const rows: Row[] = [];
    for (const { name, query } of QUERIES) {
      const url = `/api/admin/products?${query}`;
      console.log(`[${database.label}] ${name}: ${MEASURED_REQUESTS} requests…`);
      const { total, sorted } = await measure(app, url, token);
      rows.push({
        database: database.label,
        query: name,
        url,
        total,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: sorted.at(-1) ?? 0,
      });
    }
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const targets: (() => Promise<BenchDatabase>)[] = [pgliteInTempDir];
if (serverUrl) targets.push(() => freshPostgres(serverUrl));
else console.log('No BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL: PGlite only.');

const rows: Row[] = [];
for (const open of targets) {
  const database = await open();
  try {
    rows.push(...(await benchOn(database)));
  } finally {
    await database.dispose();
  }
}

console.log(
  `\nGET /api/admin/products over ${PRODUCT_COUNT.toLocaleString('en-IN')} products, 20 per page: ${MEASURED_REQUESTS} sequential requests after ${WARMUP_REQUESTS} warm-up\n`,
);
const ms = (value: number) => `${value.toFixed(1)} ms`;
printTable(
  ['database', 'query', 'url', 'total', 'p50', 'p95', 'max'],
  rows.map((r) => [
    r.database,
    r.query,
    r.url.replace('/api/admin/products', ''),
    String(r.total),
    ms(r.p50Ms),
    ms(r.p95Ms),
    ms(r.maxMs),
  ]),
);
const slow = rows.filter((r) => r.p95Ms > SLOW_P95_MS);
if (slow.length > 0) {
  console.log(
    `\np95 above ${SLOW_P95_MS} ms: ${slow.map((r) => `${r.database} ${r.query}`).join(', ')}`,
  );
}
saveResults('admin-products', {
  node: process.version,
  products: PRODUCT_COUNT,
  requests: MEASURED_REQUESTS,
  rows,
});
