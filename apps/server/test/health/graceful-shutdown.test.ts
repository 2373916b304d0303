import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SlotAvailability } from '@sheesham/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { products } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import { orderBody } from '../helpers/order-fixtures.ts';
import { aProduct } from '../helpers/product-builder.ts';
import { type PostOutcome, postJson, startServerProcess } from '../helpers/server-process.ts';
import { FIXTURE_DIST } from '../helpers/test-app.ts';
import { migratedPgliteDir, onPostgresServer } from '../helpers/test-database.ts';

/**
 * Issue 14, item 6: a real server process gets SIGTERM in the middle of a COD checkout storm.
 * Every request it accepted gets an answer (an order, or a clean JSON 503), it exits 0, and the
 * database holds no half-done order. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const STOCK = 10_000;
const CLIENTS = 6;

const dataDir = mkdtempSync(path.join(tmpdir(), 'sheesham-sigterm-'));
const dbName = `sheesham_sigterm_${randomBytes(6).toString('hex')}`;
let databaseUrl: string | undefined;

/** Opens the shop's database from the test (the server's is closed), runs `work`, closes. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  if (databaseUrl) {
    const { db, pool } = openPostgres(databaseUrl);
    try {
      await migrateDatabase({ kind: 'postgres', db, pool, close: () => pool.end() });
      return await work(db);
    } finally {
      await pool.end();
    }
  }
  const { db, client } = await openPglite(path.join(dataDir, 'pg'));
  try {
    await migrateDatabase({ kind: 'pglite', db, client, close: () => client.close() });
    return await work(db);
  } finally {
    await client.close();
  }
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

let productId: string;

beforeAll(async () => {
  if (SERVER_URL) {
    await onPostgresServer(SERVER_URL, `create database ${dbName}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else {
    // The shop after its first start; how a first start makes its folder is data-dir-modes' test.
    await migratedPgliteDir(path.join(dataDir, 'pg'));
  }
  productId = await withDatabase(async (db) => {
    const [row] = await db
      .insert(products)
      .values(aProduct({ name: 'Storm bench', stock: STOCK }))
      .returning();
    if (!row) throw new Error('no product');
    return row.id;
  });
}, 120_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (SERVER_URL)
    await onPostgresServer(SERVER_URL, `drop database if exists ${dbName} with (force)`);
});

describe('SIGTERM during a checkout storm', () => {
  // A real process: its start dominates the time.
  it('answers every accepted request, exits 0 and leaves no half-done order', {
    timeout: 240_000,
  }, async () => {
    const server = await startServerProcess({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: FIXTURE_DIST,
      SEED_DEMO: 'false',
      SEED_DEMO_ACCOUNTS: 'false',
      AUTH_RATE_LIMIT_IP: '1000',
      CHECKOUT_RATE_LIMIT: '100000',
      SHUTDOWN_GRACE_MS: '8000',
      SHUTDOWN_DELAY_MS: '1500',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const signUp = await fetch(`${server.base}/api/identity/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Storm ${i}`,
          email: `storm-${i}-${Date.now()}@example.in`,
          password: 'sheesham-test-pass-42',
        }),
      });
      expect(signUp.status).toBe(200);
      tokens.push(String(signUp.headers.get('set-auth-token')));
    }

    const outcomes: PostOutcome[] = [];
    let created = 0;
    let signalled = false;
    const body = orderBody([{ product_id: productId, quantity: 2 }]);
    // Every delivery books a slot (decision 057): the orders take the offered days and slots in
    // turn, so the storm spreads over their places.
    const offered = (await (
      await fetch(`${server.base}/api/delivery/slots?pincode=${String(body.pincode)}`)
    ).json()) as SlotAvailability;
    const choices = offered.days.flatMap((day) =>
      day.slots.filter((s) => s.left > 0).map((s) => ({ date: day.date, slot: s.slot })),
    );
    expect(choices.length).toBeGreaterThan(0);
    let turn = 0;
    // Each client orders until the server refuses it (a JSON 503 while it stops, or a refused
    // connection once its port is closed).
    const storm = tokens.map(async (token) => {
      for (;;) {
        const slot = choices[turn++ % choices.length];
        const outcome = await postJson(
          `${server.base}/api/orders`,
          { ...body, delivery_slot: slot },
          {
            authorization: `Bearer ${token}`,
          },
        );
        outcomes.push(outcome);
        if (outcome.kind === 'answer' && outcome.status === 201) created++;
        if (created >= 20 && !signalled) {
          signalled = true;
          server.child.kill('SIGTERM');
        }
        // Refused: a load balancer would send this client to another instance from now on.
        if (outcome.kind === 'answer' && outcome.status === 503) return;
        if (outcome.kind === 'error' && outcome.code === 'ECONNREFUSED') return;
      }
    });
    await Promise.all(storm);
    const exitCode = await server.exited;
    expect(exitCode, server.output()).toBe(0);

    const answers = outcomes.filter((o) => o.kind === 'answer');
    const errors = outcomes.filter((o) => o.kind === 'error');
    // A connection was refused (never accepted) or answered: no accepted request was reset.
    expect(errors.map((o) => o.code).filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
    for (const answer of answers) {
      if (answer.status === 201) continue;
      expect({ status: answer.status, code: JSON.parse(answer.body).error?.code }).toEqual({
        status: 503,
        code: 'unavailable',
      });
    }
    const acceptedIds = answers
      .filter((a) => a.status === 201)
      .map((a) => JSON.parse(a.body).id as string);
    expect(acceptedIds.length).toBeGreaterThanOrEqual(20);

    await withDatabase(async (db) => {
      const orders = await rows<{ id: string; items: number; history: number; invoices: number }>(
        db,
        sql`select o.id,
              (select count(*) from order_items i where i.order_id = o.id)::int as items,
              (select count(*) from order_status_history h where h.order_id = o.id)::int as history,
              (select count(*) from tax_documents d where d.order_id = o.id and d.kind = 'invoice')::int as invoices
            from orders o`,
      );
      // Every answered order is there; none is there half-done.
      expect(new Set(orders.map((o) => o.id))).toEqual(new Set(acceptedIds));
      for (const order of orders) {
        expect(order).toEqual({ id: order.id, items: 1, history: 1, invoices: 1 });
      }
      const [stock] = await rows<{ stock: number; sold: number }>(
        db,
        sql`select p.stock,
              (select coalesce(sum(quantity), 0) from order_items i where i.product_id = p.id)::int as sold
            from products p where p.id = ${productId}`,
      );
      expect(stock).toEqual({ stock: STOCK - 2 * orders.length, sold: 2 * orders.length });
    });
  });
});
