import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { countingDatabase } from '../helpers/counting-database.ts';
import { withDeliverySlot } from '../helpers/delivery-slots.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { logWire, type WireEvent, wireRuns } from '../helpers/wire-log.ts';

// Round trips are what a COD order costs under load (docs/decisions/022-checkout-throughput.md):
// the session (1: session and user in one statement, decision 043), pricing (1), the order with its
// history (1), the customer's and the staff's mails (1, the outbox), the GST invoice (1, numbered
// as it commits) and, last, the stock with the items (1), whatever the size of the cart. BEGIN and COMMIT come on
// top. A new step in the placing transaction must raise PER_ORDER on purpose.
// Every delivery books its slot (decisions 050, 057): its place taken, the booking and the slot's
// hours for its label in one statement (1).
const SESSION = 1;
const PLACEMENT = 5;
const SLOT = 1;
const PER_ORDER = SESSION + PLACEMENT + SLOT;

let database: TestDatabase;
let testApp: TestApp;
let counted: ReturnType<typeof countingDatabase>;
let customer: TestAccount;
let wire: { events: WireEvent[] } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  // The app runs on a handle that records every statement it sends.
  counted = countingDatabase(database);
  if (database.kind === 'postgres') wire = logWire(database.pool);
  testApp = await createTestApp(counted.db);
  customer = await signUp(testApp.app);
  // A first order reads the delivery zones and holidays into memory (kept 30 s, decision 049) and
  // saves the checkout's phone to the account (decision 051): neither happens on the next orders.
  const warm = await insertProduct(counted.db, { stock: 10 });
  await statementsOf([{ product_id: warm.id, quantity: 1 }]);
});

afterAll(async () => {
  await testApp?.close();
  await database?.release();
});

/**
 * Places the order and returns the statements it sent (its slot picked before counting, and
 * before the wire is logged on PostgreSQL).
 */
async function statementsOf(items: Parameters<typeof orderBody>[0]) {
  const body = await withDeliverySlot(testApp.app, orderBody(items));
  counted.statements.length = 0;
  if (wire) wire.events.length = 0;
  const response = await postOrder(testApp.app, customer, body);
  expect(response.statusCode, response.body).toBe(201);
  return [...counted.statements];
}

describe('statements per COD order', () => {
  it(`places a one-line order in ${PER_ORDER} statements`, async () => {
    const chair = await insertProduct(counted.db, { stock: 10 });
    const sent = await statementsOf([{ product_id: chair.id, quantity: 2 }]);
    expect(sent, sent.join('\n\n')).toHaveLength(PER_ORDER);
  });

  it('sends no more for three products and a set line: one decrement and one items insert', async () => {
    const [chair, sofa, bed] = await Promise.all(
      [1, 2, 3].map(() =>
        insertProduct(counted.db, { stock: 10, hasSetOption: true, setPricePaise: 90_000_00 }),
      ),
    );
    const sent = await statementsOf([
      { product_id: chair?.id, quantity: 2 },
      { product_id: sofa?.id, quantity: 1 },
      { product_id: sofa?.id, quantity: 1, selected_set: true },
      { product_id: bed?.id, quantity: 3 },
    ]);
    expect(sent, sent.join('\n\n')).toHaveLength(PER_ORDER);
    expect(sent.filter((s) => /^\s*(with .*)?update "products"/is.test(s))).toHaveLength(1);
    expect(sent.filter((s) => s.includes('insert into "order_items"'))).toHaveLength(1);
  });

  it("takes stock last, so the products' rows are locked only for that statement and the commit", async () => {
    const chair = await insertProduct(counted.db, { stock: 10 });
    const sent = await statementsOf([{ product_id: chair.id, quantity: 1 }]);
    const last = sent.at(-1) ?? '';
    expect(last).toMatch(/update "products"/i);
    expect(last).toContain('insert into "order_items"');
    expect(sent.filter((s) => /update "products"|for no key update/i.test(s))).toHaveLength(1);
  });

  it('reads nothing back after writing: no select of orders, items or history', async () => {
    const chair = await insertProduct(counted.db, { stock: 10 });
    const sent = await statementsOf([{ product_id: chair.id, quantity: 1 }]);
    const reads = sent.filter((s) =>
      /^\s*select .* from "(orders|order_items|order_status_history)"/is.test(s),
    );
    expect(reads).toEqual([]);
  });

  // PGlite runs statements one at a time in this process: there is no round trip to save.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'sends BEGIN with the prices, then the mails, the invoice, the slot and the stock, each group in one write (decision 065)',
    async () => {
      const chair = await insertProduct(counted.db, { stock: 10 });
      await statementsOf([{ product_id: chair.id, quantity: 1 }]);
      if (!wire) throw new Error('the wire is logged on PostgreSQL');
      const runs = wireRuns(wire.events).map((run) => ({
        statements: run.statements.map(statementKind),
        writes: run.writes,
      }));
      expect(runs, JSON.stringify(wire.events, null, 1)).toEqual([
        { statements: ['begin', 'prices'], writes: 1 },
        { statements: ['mails', 'invoice', 'slot', 'stock'], writes: 1 },
      ]);
    },
  );
});

/** A short name for each statement of the order's transaction. */
function statementKind(text: string): string {
  const kinds: [RegExp, string][] = [
    [/^begin$/, 'begin'],
    [/^select .* from "products"/s, 'prices'],
    [/insert into "mail_outbox"/, 'mails'],
    [/insert into "tax_documents"/, 'invoice'],
    [/delivery_slot_days/, 'slot'],
    [/update "products"/i, 'stock'],
  ];
  return kinds.find(([pattern]) => pattern.test(text))?.[1] ?? text.slice(0, 60);
}
