import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { enqueueMail } from '../../src/modules/mail/index.ts';
import { claimDueMails } from '../../src/modules/mail/repository.ts';
import { signUp } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { SmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** A crash and N processes: several apps, one after another or side by side, on one database. */
let database: TestDatabase;
const sink = new SmtpSink();
const open: TestApp[] = [];

beforeAll(async () => {
  await sink.start();
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of open) await app.close();
  await database?.release();
  await sink.stop();
});

async function startApp(mailWorker: TestAppOptions['mailWorker']) {
  const app = await createTestApp(database.db, {
    env: { SMTP_URL: sink.url, MAIL_STAFF_TO: 'staff@sheesham.example' },
    mailWorker,
  });
  open.push(app);
  return app;
}

async function stopApp(app: TestApp) {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

const rows = () => database.db.select().from(mailOutbox);
const idsOf = async () => (await sink.received()).map((m) => m.messageId);

describe('mail survives a crash and N processes', () => {
  it('an order committed by a process that dies before sending is mailed once by the next one', async () => {
    // The first process commits the order and is gone before its worker runs (it never runs).
    const first = await startApp({ enabled: false });
    const customer = await signUp(first.app);
    const product = await insertProduct(database.db, { pricePaise: 54_000_00, stock: 3 });
    const res = await postOrder(
      first.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }]),
    );
    expect(res.statusCode).toBe(201);
    await stopApp(first);
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await sink.received()).toHaveLength(0);

    // The next process sends what it finds as soon as it is ready.
    const second = await startApp({ enabled: true, tuning: { pollMs: 3_600_000 } });
    await second.app.mailWorker?.idle();
    const number = res.json().number as number;
    expect(await sink.to(customer.email, new RegExp(`Order #${number} is confirmed`))).toHaveLength(
      1,
    );
    expect(
      await sink.to('staff@sheesham.example', new RegExp(`New order #${number}:`)),
    ).toHaveLength(1);
    await stopApp(second);

    // A third start finds nothing left to send.
    const third = await startApp({ enabled: true, tuning: { pollMs: 3_600_000 } });
    await third.app.mailWorker?.idle();
    await stopApp(third);
    expect(await sink.received()).toHaveLength(2);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a mail leased by a worker that died mid-send is taken over once its lease runs out', async () => {
    await database.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'test',
        dedupeKey: 'lease-test',
        recipient: 'lease@example.in',
        subject: 'Leased',
        html: '<p>Leased</p>',
        text: 'Leased',
      }),
    );
    // The dead worker's claim: a two-minute lease it never finishes.
    const claimedAt = new Date(Date.now() + 1_000);
    const claimed = await claimDueMails(database.db, {
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + 120_000),
      leaseId: randomUUID(),
      limit: 10,
    });
    expect(claimed.map((r) => r.dedupeKey)).toEqual(['lease-test']);

    // While the lease holds, a live worker leaves the mail alone…
    let now = new Date(claimedAt.getTime() + 119_000);
    const live = await startApp({ enabled: true, tuning: { pollMs: 3_600_000, clock: () => now } });
    await live.app.mailWorker?.idle();
    expect(await sink.to('lease@example.in')).toHaveLength(0);

    // …and sends it once the lease has run out.
    now = new Date(claimedAt.getTime() + 121_000);
    live.app.mailWorker?.wake();
    await live.app.mailWorker?.idle();
    expect(await sink.to('lease@example.in')).toHaveLength(1);
    const [row] = (await rows()).filter((r) => r.dedupeKey === 'lease-test');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, leaseId: null });
    await stopApp(live);
  });

  it('two app processes with their own workers send 30 mails, each exactly once', async () => {
    const before = (await idsOf()).length;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await enqueueMail(tx, {
          kind: 'test',
          dedupeKey: `burst-${i}`,
          recipient: `burst-${i}@example.in`,
          subject: `Burst ${i}`,
          html: `<p>${i}</p>`,
          text: String(i),
        });
      }
    });
    const tuning = { pollMs: 3_600_000, batchSize: 3 };
    const [a, b] = await Promise.all([
      startApp({ enabled: true, tuning }),
      startApp({ enabled: true, tuning }),
    ]);
    a?.app.mailWorker?.wake();
    b?.app.mailWorker?.wake();
    await Promise.all([a?.app.mailWorker?.idle(), b?.app.mailWorker?.idle()]);

    const ids = (await idsOf()).slice(before);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const burst = (await rows()).filter((r) => r.dedupeKey.startsWith('burst-'));
    expect(burst.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
