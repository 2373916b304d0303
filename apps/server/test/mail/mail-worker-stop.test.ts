import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import {
  AttachmentResolvers,
  enqueueMail,
  SecretLinkResolvers,
  ShopMail,
} from '../../src/modules/mail/index.ts';
import type { MailTransport, OutgoingMail } from '../../src/modules/mail/transport.ts';
import { MailWorker } from '../../src/modules/mail/worker.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Graceful shutdown (decision 026): stop() waits for the mail being sent, never for the rest of
 * its batch, which goes back to the outbox at once for the next worker (no lease to wait out).
 */
const TEST_BRAND = {
  name: 'Sheesham',
  tagline: 'Furniture',
  address: 'Jaipur',
  phone: '+91 00000 00000',
  email: 'shop@example.in',
  hours: 'Mon-Sun 9 AM-9 PM',
  siteUrl: 'https://shop.example.in',
};
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.release();
});

/** A transport whose first send is held until the test lets it go: a slow SMTP server. */
class GatedTransport implements MailTransport {
  readonly sent: string[] = [];
  started!: Promise<void>;
  #startedResolve!: () => void;
  #release!: () => void;
  readonly #gate = new Promise<void>((resolve) => {
    this.#release = resolve;
  });
  constructor() {
    this.started = new Promise((resolve) => {
      this.#startedResolve = resolve;
    });
  }
  async send(mail: OutgoingMail): Promise<void> {
    this.#startedResolve();
    await this.#gate;
    this.sent.push(mail.subject);
  }
  release() {
    this.#release();
  }
  close() {}
}

describe('MailWorker.stop()', () => {
  it('finishes the mail being sent and gives the rest of the batch back', async () => {
    for (const n of [1, 2, 3]) {
      await enqueueMail(database.db, {
        kind: 'test',
        dedupeKey: `stop-${n}-${randomUUID()}`,
        recipient: 'a@example.in',
        subject: `mail ${n}`,
        html: '<p>x</p>',
        text: 'x',
      });
    }
    const transport = new GatedTransport();
    const shopMail = new ShopMail({ staffTo: 'staff@example.in', brand: TEST_BRAND });
    const worker = new MailWorker({
      db: database.db,
      transport,
      from: 'shop@example.in',
      messageIdDomain: 'example.in',
      attachments: new AttachmentResolvers(),
      partsOf: (row, db) => shopMail.partsOf(row, db),
      secretLinks: new SecretLinkResolvers(),
      log: { warn() {}, error() {} },
      pollMs: 60_000,
    });
    worker.start();
    await transport.started;
    const stopped = worker.stop();
    transport.release();
    await stopped;

    // The claim's RETURNING has no order: whichever mail went first is the one sent.
    expect(transport.sent).toHaveLength(1);
    const rows = await database.db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        leaseId: mailOutbox.leaseId,
        lockedUntil: mailOutbox.lockedUntil,
      })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.seq));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const sent = row.subject === transport.sent[0];
      expect(row).toEqual({
        subject: row.subject,
        status: sent ? 'sent' : 'pending',
        attempts: sent ? 1 : 0,
        leaseId: null,
        lockedUntil: null,
      });
    }
  });
});
