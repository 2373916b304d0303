// `npm run bench:checkout-cost`: what one cash-on-delivery order costs PostgreSQL, measured
// without concurrency so a statement's time is its own work and not a lock wait (decision 047).
// It places BENCH_COST_ORDERS orders (default 1,500) one after another through the app (in this
// process, on a fresh database of BENCH_DATABASE_URL or TEST_DATABASE_URL), after a warm-up, and
// prints the WAL written per order and, when the server has pg_stat_statements loaded
// (shared_preload_libraries), each statement's calls, planning and execution time and WAL per
// order. Far less noisy than throughput on a shared machine; `bench:checkout` measures that.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { benchConfig } from './lib/bench-config.ts';
import { freshPostgres } from './lib/bench-database.ts';
import { CHECKOUT_PINCODE, openCheckoutShop } from './lib/checkout-shop.ts';
import { printTable, saveResults } from './lib/results.ts';

const ORDERS = Number(process.env.BENCH_COST_ORDERS ?? 1500);
const WARMUP = 200;
const PRODUCT_COUNT = 20;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('bench:checkout-cost needs BENCH_DATABASE_URL (PostgreSQL).');

/** The server's own connection, outside the app's pool: WAL position and statement statistics. */
const { pool: admin } = openPostgres(serverUrl);
const one = async <T>(text: string) => (await admin.query(text)).rows[0] as T;
const hasStatements = (
  await one<{ loaded: boolean }>(
    "select 'pg_stat_statements' = any(string_to_array(current_setting('shared_preload_libraries'), ',')) as loaded",
  )
).loaded;
if (hasStatements) await admin.query('create extension if not exists pg_stat_statements');

const database = await freshPostgres(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-bench-cost-'));
const app = await buildApp({
  config: benchConfig(dataDir, { CHECKOUT_RATE_LIMIT: '1000000' }),
  db: database.db,
  logger: false,
});
try {
  const { productIds, slots, token } = await openCheckoutShop(database.db, app, PRODUCT_COUNT);
  const authorization = `Bearer ${token}`;
  let next = 0;
  /** Two lines of two products, different each time, as bench:checkout's orders are. */
  const placeOne = async () => {
    const first = productIds[next++ % PRODUCT_COUNT];
    const second = productIds[(next * 7) % PRODUCT_COUNT];
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization },
      payload: {
        address: '14 Haveli Road, Jaipur',
        pincode: CHECKOUT_PINCODE,
        delivery_instructions: '',
        phone: '98290 12345',
        payment_method: 'cod',
        delivery_slot: slots[next % slots.length],
        items: [
          { product_id: first, quantity: 2 },
          { product_id: second, quantity: 1 },
        ],
      },
    });
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  };
  const placeMany = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await placeOne();
      // Let the mail worker's pass after the commit run, as it does between requests.
      await app.mailWorker?.idle();
    }
  };

  await placeMany(WARMUP);
  await admin.query('checkpoint');
  if (hasStatements) await admin.query('select pg_stat_statements_reset()');
  const { lsn: before } = await one<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
  const started = process.hrtime.bigint();
  await placeMany(ORDERS);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const { bytes } = await one<{ bytes: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), '${before}') as bytes`,
  );
  const walPerOrder = Number(bytes) / ORDERS;

  console.log(
    `\n${ORDERS} COD orders one after another (2 lines each) after ${WARMUP} to warm up, ${seconds.toFixed(1)} s\n`,
  );
  console.log(
    `WAL per order: ${(walPerOrder / 1024).toFixed(2)} KB (a checkpoint first, so full-page images of the first change to each page are included)`,
  );

  let statements: Record<string, unknown>[] = [];
  if (hasStatements) {
    const { rows } = await admin.query(
      `select left(regexp_replace(s.query, '\\s+', ' ', 'g'), 90) as query,
              s.calls::float / $1 as calls,
              s.total_plan_time / $1 as plan_ms,
              s.total_exec_time / $1 as exec_ms,
              s.wal_bytes::float / $1 as wal_bytes
         from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = current_database() or d.datname like 'sheesham_bench_%'
        order by s.total_plan_time + s.total_exec_time desc`,
      [ORDERS],
    );
    statements = rows;
    const total = (key: string) => rows.reduce((sum, r) => sum + Number(r[key]), 0);
    console.log('\nPer order, by statement (pg_stat_statements; BEGIN and COMMIT included):\n');
    printTable(
      ['calls', 'plan ms', 'exec ms', 'WAL B', 'statement'],
      [
        ...rows
          .filter((r) => Number(r.plan_ms) + Number(r.exec_ms) >= 0.001)
          .map((r) => [
            Number(r.calls).toFixed(2),
            Number(r.plan_ms).toFixed(3),
            Number(r.exec_ms).toFixed(3),
            Number(r.wal_bytes).toFixed(0),
            String(r.query),
          ]),
        [
          total('calls').toFixed(2),
          total('plan_ms').toFixed(3),
          total('exec_ms').toFixed(3),
          total('wal_bytes').toFixed(0),
          'total',
        ],
      ],
    );
  } else {
    console.log('(no pg_stat_statements on this server: WAL only)');
  }
  saveResults('checkout-cost', { orders: ORDERS, seconds, walPerOrder, statements });
} finally {
  await app.close();
  await database.dispose();
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
