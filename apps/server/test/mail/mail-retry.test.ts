import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from '../../src/modules/mail/index.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useMailingTestApp } from '../helpers/use-mailing-test-app.ts';

// A frozen clock, a minute ahead of the database's so every new row is due: the worker's
// leases and backoff come from it, and the test moves it by hand.
let now = new Date(Date.now() + 60_000);
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const { t, sink } = useMailingTestApp({
  env: {
    CONTACT_RATE_LIMIT: '100',
  },
  tuning: { clock: () => now, random: () => 0 },
});
const admin = useAdmin(t);

async function pass() {
  t.app.mailWorker?.wake();
  await t.app.mailWorker?.idle();
}

async function contactFrom(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Kavya', email, subject: 'Delivery to Udaipur', message: 'Do you deliver?' },
  });
  expect(res.statusCode).toBe(201);
  await t.app.mailWorker?.idle();
}

const ackOf = async (email: string) => {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  if (!row) throw new Error(`no mail to ${email}`);
  return row;
};

describe('retries when the SMTP server refuses', () => {
  it('waits 30 s, then 60 s (exponential backoff), and sends once the server takes mail again', async () => {
    sink.refusing = true;
    await contactFrom('kavya@example.in');
    expect(sink.refused).toBe(2); // the acknowledgement and the staff's notice
    const first = await ackOf('kavya@example.in');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(first.lastError).toMatch(/451/);
    expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    advance(29_999);
    await pass();
    expect(sink.refused).toBe(2);

    advance(1);
    await pass();
    expect(sink.refused).toBe(4);
    const second = await ackOf('kavya@example.in');
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);

    sink.refusing = false;
    advance(60_000);
    await pass();
    await pass();
    expect(await sink.to('kavya@example.in')).toHaveLength(1);
    const done = await ackOf('kavya@example.in');
    expect(done).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(done.sentAt?.getTime()).toBe(now.getTime());
  });

  it('gives up after the last attempt; an admin can send a failed mail again, once', async () => {
    sink.refusing = true;
    await contactFrom('arjun@example.in');
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      advance(retryDelayMs(attempt - 1, 0));
      await pass();
    }
    const failed = await ackOf('arjun@example.in');
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    advance(24 * 3_600_000);
    await pass();
    expect((await ackOf('arjun@example.in')).attempts).toBe(MAIL_MAX_ATTEMPTS);

    sink.refusing = false;
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed.id}/resend`,
        headers: admin.headers,
      });
    const res = await resend();
    expect(res.statusCode).toBe(200);
    await t.app.mailWorker?.idle();
    expect(await sink.to('arjun@example.in')).toHaveLength(1);
    expect(await ackOf('arjun@example.in')).toMatchObject({ status: 'sent', attempts: 1 });

    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'mail_not_resendable',
      fields: { current_status: 'sent' },
    });
    expect(await sink.to('arjun@example.in')).toHaveLength(1);
  });
});

// The database keeps microseconds and the worker's clock milliseconds: a mail queued in the
// worker's current millisecond (its default next attempt is the queuing transaction's now()) is
// due, not left for the next poll five seconds later.
describe('a mail due within the current millisecond', () => {
  it('is sent by the pass that follows', async () => {
    sink.refusing = true;
    await contactFrom('meera@example.in');
    sink.refusing = false;
    const row = await ackOf('meera@example.in');
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`${now.toISOString()}::timestamptz + interval '500 microseconds'` })
      .where(eq(mailOutbox.id, row.id));
    await pass();
    expect(await sink.to('meera@example.in')).toHaveLength(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s up to an hour, stretched by up to half by the jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 0)).toBe(3_600_000);
    expect(retryDelayMs(1, 0.5)).toBe(37_500);
    expect(retryDelayMs(20, 0.999_999)).toBeLessThan(5_400_000);
  });
});
