// `npm run bench:catalog`: p50/p95/p99 of the storefront's catalogue reads over 100,000 generated
// products, beside issue #13's targets. Runs on a fresh PostgreSQL database (BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; created and dropped
// by the bench, kept with BENCH_KEEP_DATABASE=1 for EXPLAIN) or, with BENCH_DATABASE=pglite, on
// PGlite in a temporary folder. The app runs in this process (buildApp) and requests go one at a
// time through app.inject; the catalogue cache is emptied before every measured request, so each
// figure is a cache miss: the page query and its count. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
} from '@sheesham/shared';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { products } from '../apps/server/src/db/schema.ts';
import { benchConfig } from './lib/bench-config.ts';
import { type BenchDatabase, freshPostgres, pgliteInTempDir } from './lib/bench-database.ts';
import { generateProducts } from './lib/generated-catalogue.ts';
import { loadAverageLine, percentile, printTable, saveResults } from './lib/results.ts';

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const WARMUP_REQUESTS = 10;
const MEASURED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DEEP = Math.floor(PRODUCT_COUNT / 2);

interface Case {
  name: string;
  url: string;
  /** Issue #13's target for p95, in ms. */
  targetMs: number;
}

/** Every product the category's name calls for (generated names are "<style> <wood> Sofa <n>"). */
const TYPO_CASES = [
  { q: 'sofaa', category: 'sofas' },
  { q: 'recliener', category: 'recliners' },
  // The vocabulary's words: a couch is a sofa, a kursi a chair (issue #28).
  { q: 'couch', category: 'sofas' },
  { q: 'kursi', category: 'chairs' },
];

async function seed(database: BenchDatabase): Promise<void> {
  const { db } = database;
  const rows = generateProducts(PRODUCT_COUNT);
  for (let from = 0; from < rows.length; from += 1000) {
    await db.insert(products).values(rows.slice(from, from + 1000));
  }
  // The steady state of a shop: autovacuum has been by since the load (PostgreSQL starts it after
  // 1,000 inserts), so the visibility map lets counts and deep pages read indexes alone.
  await database.vacuumAnalyze();
}

/** The cursor that starts the page at row DEEP of the name order (the offset case's page). */
async function cursorAtDeepPage(app: App): Promise<string> {
  const response = await app.inject({ url: `/api/products?offset=${DEEP - 1}&limit=1` });
  const cursor = response.headers[NEXT_CURSOR_HEADER];
  if (typeof cursor !== 'string') throw new Error('no cursor at the deep page');
  return cursor;
}

async function measure(app: App, url: string) {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < WARMUP_REQUESTS + MEASURED_REQUESTS; i++) {
    app.catalog.invalidate();
    const started = performance.now();
    const response = await app.inject({ url });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    if (i >= WARMUP_REQUESTS) times.push(elapsed);
    const atLeast = response.headers[TOTAL_COUNT_RELATION_HEADER] === 'gte';
    total = `${response.headers[TOTAL_COUNT_HEADER] ?? '-'}${atLeast ? '+' : ''}`;
  }
  return { total, sorted: times.sort((a, b) => a - b) };
}

/** How many products a typo finds, and whether its first page is all of the meant category. */
async function typoHits(app: App, q: string, category: string) {
  const response = await app.inject({ url: `/api/products?q=${q}` });
  const page = response.json() as { category: string }[];
  return {
    total: Number(response.headers[TOTAL_COUNT_HEADER]),
    firstPageRight: page.length > 0 && page.every((p) => p.category === category),
  };
}

async function benchOn(database: BenchDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bench-data-'));
  const app = await buildApp({ config: benchConfig(dataDir), db: database.db, logger: false });
  try {
    console.log(`[${database.label}] seeding ${PRODUCT_COUNT.toLocaleString('en-IN')} products…`);
    const seedStart = performance.now();
    await seed(database);
    console.log(
      `[${database.label}] seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );
    const cases: Case[] = [
      {
        name: 'filtered listing',
        url: '/api/products?category=sofas&material=Solid%20Wood&max_price=100000&sort=price_asc',
        targetMs: 15,
      },
      { name: 'first unfiltered page', url: '/api/products', targetMs: 15 },
      { name: 'search "sofa" (listing)', url: '/api/products?q=sofa', targetMs: 20 },
      { name: 'search "sofa" (/search)', url: '/api/products/search?q=sofa', targetMs: 20 },
      { name: 'search "sheesham bed"', url: '/api/products?q=sheesham%20bed', targetMs: 20 },
      { name: 'search "recliener"', url: '/api/products?q=recliener', targetMs: 20 },
      { name: `offset=${DEEP}`, url: `/api/products?offset=${DEEP}`, targetMs: 20 },
      {
        name: `cursor at ${DEEP}`,
        url: `/api/products?cursor=${await cursorAtDeepPage(app)}`,
        targetMs: 20,
      },
      { name: 'suggest "sof"', url: '/api/products/suggest?q=sof', targetMs: 20 },
      {
        name: 'did you mean "sfoa bdes"',
        url: '/api/products/suggest?q=sfoa%20bdes',
        targetMs: 20,
      },
      // Issue #28: the shop's vocabulary (couch → sofa, kursi → chair, dining table ↔ dining
      // set) and multi-word queries ranked by how many of their words a product matches.
      { name: 'synonym "couch"', url: '/api/products?q=couch', targetMs: 20 },
      { name: 'synonym "kursi"', url: '/api/products?q=kursi', targetMs: 20 },
      {
        name: 'multi-word "teak dining table"',
        url: '/api/products?q=teak%20dining%20table',
        targetMs: 20,
      },
      {
        name: 'multi-word "2 seater sofa"',
        url: '/api/products?q=2%20seater%20sofa',
        targetMs: 20,
      },
      {
        name: 'multi-word "marble dining table"',
        url: '/api/products?q=marble%20dining%20table',
        targetMs: 20,
      },
      {
        name: 'multi-word "king size sheesham bed"',
        url: '/api/products?q=king%20size%20sheesham%20bed',
        targetMs: 20,
      },
      { name: 'suggest "almira"', url: '/api/products/suggest?q=almira', targetMs: 20 },
    ];
    const rows = [];
    for (const c of cases) {
      console.log(`[${database.label}] ${c.name}: ${MEASURED_REQUESTS} requests…`);
      const { total, sorted } = await measure(app, c.url);
      rows.push({
        database: database.label,
        ...c,
        total,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        p99Ms: percentile(sorted, 99),
      });
    }
    const typos = [];
    for (const { q, category } of TYPO_CASES) {
      typos.push({ database: database.label, q, category, ...(await typoHits(app, q, category)) });
    }
    return { rows, typos };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const usePglite = process.env.BENCH_DATABASE === 'pglite';
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const loadBefore = loadavg();
const database = usePglite ? await pgliteInTempDir() : await freshPostgres(serverUrl);
let result: Awaited<ReturnType<typeof benchOn>>;
try {
  result = await benchOn(database);
} finally {
  if (process.env.BENCH_KEEP_DATABASE === '1') console.log('database kept (BENCH_KEEP_DATABASE)');
  else await database.dispose();
}
const loadAfter = loadavg();

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\n${database.label}, ${PRODUCT_COUNT.toLocaleString('en-IN')} products: ${MEASURED_REQUESTS} sequential requests per case after ${WARMUP_REQUESTS} warm-up, catalogue cache emptied before each\n`,
);
printTable(
  ['case', 'total', 'p50', 'p95', 'p99', 'target p95', ''],
  result.rows.map((r) => [
    r.name,
    r.total,
    ms(r.p50Ms),
    ms(r.p95Ms),
    ms(r.p99Ms),
    `≤ ${r.targetMs} ms`,
    r.p95Ms <= r.targetMs ? 'met' : 'MISSED',
  ]),
);
console.log('\nTypos and synonyms (target: the meant category, best match first)\n');
printTable(
  ['q', 'hits', 'first page all ' + 'of the category'],
  result.typos.map((t) => [t.q, String(t.total), t.firstPageRight ? `yes (${t.category})` : 'NO']),
);
console.log(`\n${loadAverageLine(loadBefore, loadAfter)}`);
saveResults('catalog', {
  node: process.version,
  database: database.label,
  products: PRODUCT_COUNT,
  requests: MEASURED_REQUESTS,
  loadBefore,
  loadAfter,
  ...result,
});
