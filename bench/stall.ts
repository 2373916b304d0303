// `npm run bench:stall`: does any request stall the server? A production server on 100,000
// generated products (PGlite in a temporary DATA_DIR, or with BENCH_DATABASE_URL a fresh
// PostgreSQL database) is hammered by 20 clients with the heaviest listing and search requests
// (largest pages, deep offsets, every sort, text search, varied so the response cache misses),
// while a probe in its own thread asks GET /api/health one request at a time. Prints the probe's
// p50/p95/p99/max beside the target: p99 under 50 ms (issue #13). Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_PAGE_MAX, SORT_OPTIONS } from '@sheesham/shared';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { products } from '../apps/server/src/db/schema.ts';
import {
  freePort,
  type RunningProcess,
  startServer,
  startTsxProcess,
} from '../e2e/support/server-process.ts';
import { onServer } from './lib/bench-database.ts';
import { generateProducts, insertProducts } from './lib/generated-catalogue.ts';
import { percentile, printTable, saveResults } from './lib/results.ts';
import { buildWeb } from './lib/web-build.ts';
import { workerResult } from './lib/worker-result.ts';

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 15;
const TARGET_HEALTH_P99_MS = 50;
const SORTS = SORT_OPTIONS.map((option) => option.value);
const WORDS = ['sofa', 'sofaa', 'recliener', 'sheesham', 'bed', 'teak dining', 'jaipur chair'];

const randomInt = (n: number) => Math.floor(Math.random() * n);
const pickOne = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** One of the heaviest reads, different each time so the catalogue's response cache misses. */
function heavyPath(): string {
  const limit = `limit=${PRODUCT_PAGE_MAX}`;
  switch (randomInt(5)) {
    case 0:
      return `/api/products?${limit}&sort=${pickOne(SORTS)}&min_price=${randomInt(150_000)}`;
    case 1:
      return `/api/products?${limit}&offset=${randomInt(PRODUCT_COUNT - PRODUCT_PAGE_MAX)}`;
    case 2:
      return `/api/products/search?q=${encodeURIComponent(pickOne(WORDS))}&${limit}&offset=${randomInt(50)}`;
    case 3:
      return `/api/products?q=${encodeURIComponent(pickOne(WORDS))}&${limit}&max_price=${50_000 + randomInt(150_000)}`;
    default:
      return `/api/products?${limit}&sort=${pickOne(SORTS)}&offset=${randomInt(5000)}`;
  }
}

async function postgresServer(serverUrl: string, dataDir: string): Promise<RunningProcess> {
  const name = `sheesham_stall_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, pool } = openPostgres(url.toString());
  try {
    await migrateDatabase({ kind: 'postgres', db, pool, close: () => pool.end() });
    const rows = generateProducts(PRODUCT_COUNT);
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(products).values(rows.slice(start, start + 1000));
    }
    await pool.query('analyze products');
  } finally {
    await pool.end();
  }
  const port = await freePort();
  const server = await startTsxProcess({
    entry: join(import.meta.dirname, '../apps/server/src/server.ts'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      AUTH_SECRET: 'stall-bench-secret-0123456789abcdef0123456789',
      PAYMENT_GATEWAY: 'sandbox',
    },
    url: `http://127.0.0.1:${port}`,
    readyPath: '/api/health',
    logFile: join(dataDir, 'server.log'),
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function probeHealth(url: string, durationMs: number): Promise<number[]> {
  return workerResult<number[]>('health-probe.mjs', { url: `${url}/api/health`, durationMs });
}

function hammer(url: string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: heavyPath() }) }],
  });
}

const serverUrl = process.env.BENCH_DATABASE_URL;
const database = serverUrl ? 'PostgreSQL' : 'PGlite';
buildWeb({ fresh: false });
const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-stall-'));
let server: RunningProcess | undefined;
try {
  console.log(`[${database}] inserting ${PRODUCT_COUNT.toLocaleString('en-IN')} products…`);
  if (serverUrl) {
    server = await postgresServer(serverUrl, dataDir);
  } else {
    await insertProducts(dataDir, generateProducts(PRODUCT_COUNT));
    server = await startServer({ dataDir, env: { SEED_DEMO: 'false' } });
  }
  console.log(`[${database}] warming up for ${WARMUP_SECONDS} s…`);
  await hammer(server.url, WARMUP_SECONDS);
  const quiet = await probeHealth(server.url, 3000);
  console.log(`[${database}] ${CONNECTIONS} clients for ${DURATION_SECONDS} s, health probed…`);
  const [load, probed] = await Promise.all([
    hammer(server.url, DURATION_SECONDS),
    probeHealth(server.url, DURATION_SECONDS * 1000),
  ]);
  const sorted = [...probed].sort((a, b) => a - b);
  const quietSorted = [...quiet].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nGET /api/health while ${CONNECTIONS} clients load the heaviest listing and search pages (${PRODUCT_COUNT.toLocaleString('en-IN')} products, ${database}):\n`,
  );
  printTable(
    ['figure', 'measured', 'target'],
    [
      ['health probes', String(sorted.length), ''],
      ['health p50', ms(percentile(sorted, 50)), ''],
      ['health p95', ms(percentile(sorted, 95)), ''],
      [
        'health p99',
        ms(percentile(sorted, 99)),
        `< ${TARGET_HEALTH_P99_MS} ms ${percentile(sorted, 99) < TARGET_HEALTH_P99_MS ? 'met' : 'MISSED'}`,
      ],
      ['health max', ms(sorted.at(-1) ?? 0), ''],
      ['health p99 unloaded', ms(percentile(quietSorted, 99)), ''],
      ['heavy req/s', load.requests.average.toFixed(1), ''],
      ['heavy p99', ms(load.latency.p99), ''],
      ['heavy non-2xx / errors', `${load.non2xx} / ${load.errors}`, '0 / 0'],
    ],
  );
  const [load1, load5] = loadavg();
  console.log(
    `\nmachine: ${cpus().length} cores, load average ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min) at the end`,
  );
  saveResults('stall', {
    database,
    products: PRODUCT_COUNT,
    loadAverage: loadavg(),
    health: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
    },
    heavy: { rps: load.requests.average, p99: load.latency.p99, non2xx: load.non2xx },
  });
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
