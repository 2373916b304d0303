import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import type { AttachmentResolvers } from './attachments.ts';
import { nextAttemptAt } from './backoff.ts';
import {
  claimDueMails,
  holdQueuedMails,
  type MailRow,
  markAttemptFailed,
  markSent,
  releaseClaims,
} from './repository.ts';
import { isSecretLinkRef, type MailParts, type SecretLinkResolvers } from './secret-links.ts';
import type { MailTransport } from './transport.ts';

export interface MailWorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  /** null without SMTP_URL: queued mails are held for the admin view instead of sent. */
  transport: MailTransport | null;
  /** MAIL_FROM. */
  from: string;
  /** The right-hand side of each Message-ID (`<row id@domain>`). */
  messageIdDomain: string;
  attachments: AttachmentResolvers;
  /** A mail's HTML and text: as stored, or rendered from the order it names (ShopMail.partsOf). */
  partsOf: (row: MailRow, db: Database) => Promise<MailParts>;
  /** Put the working links in place of the masked ones the outbox keeps. */
  secretLinks: SecretLinkResolvers;
  log: MailWorkerLog;
  /** Injectable for tests: leases and backoff are computed from it, never from sleeps. */
  clock?: () => Date;
  /** In [0, 1): the backoff's jitter. */
  random?: () => number;
  pollMs?: number;
  batchSize?: number;
  /** How long a claim keeps a mail; past it, another worker takes the mail over (crash recovery). */
  leaseMs?: number;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_BATCH = 10;
const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Sends the outbox (docs/decisions/019-mail-outbox.md). A pass claims a batch of due mails in one
 * short statement that sets a lease, sends each with no transaction open (PGlite has a single
 * connection, and SMTP can take seconds), then marks it sent, or pending again with backoff, or
 * failed after the last attempt. It polls on an interval, and `wake()` runs a pass at once (after
 * a commit that enqueued mail). One pass at a time per worker; N workers share the table safely.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly clock: () => Date;
  private readonly random: () => number;

  constructor(private readonly options: MailWorkerOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now, or right after the one under way (which may have missed the new row). */
  wake(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.drain().finally(() => {
      this.pass = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Waits for the pass under way (and one it asked for) to finish. */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  /**
   * Stops polling and waits for the mail being sent, so nothing is cut off mid-send; the rest of
   * its batch goes back to the outbox for the next worker.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.again = false;
    await this.idle();
    this.options.transport?.close();
  }

  /** One pass until nothing is due; errors (the database went away) wait for the next pass. */
  private async drain(): Promise<void> {
    try {
      if (!this.options.transport) {
        await holdQueuedMails(this.options.db);
        return;
      }
      while (!this.stopped && (await this.sendBatch(this.options.transport)) > 0) {}
    } catch (error) {
      this.options.log.error({ err: error }, 'mail worker pass failed');
    }
  }

  private async sendBatch(transport: MailTransport): Promise<number> {
    const now = this.clock();
    const leaseId = randomUUID();
    const rows = await claimDueMails(this.options.db, {
      now,
      leaseUntil: new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS)),
      leaseId,
      limit: this.options.batchSize ?? DEFAULT_BATCH,
    });
    for (const [index, row] of rows.entries()) {
      // Stopping (SIGTERM) waits for the mail being sent, never for the rest of the batch.
      if (this.stopped) {
        await releaseClaims(
          this.options.db,
          rows.slice(index).map((r) => r.id),
          leaseId,
        );
        return 0;
      }
      await this.sendOne(transport, row, leaseId);
    }
    return rows.length;
  }

  private async sendOne(transport: MailTransport, row: MailRow, leaseId: string): Promise<void> {
    const { db } = this.options;
    const links = row.attachments.filter(isSecretLinkRef);
    const files = row.attachments.filter((ref) => !isSecretLinkRef(ref));
    try {
      const attachments = await this.options.attachments.resolveAll(files, db);
      // Last before sending: a link minted for an attempt that then fails is simply unused.
      const parts = await this.options.secretLinks.fill(
        await this.options.partsOf(row, db),
        links,
        db,
      );
      await transport.send({
        messageId: `<${row.id}@${this.options.messageIdDomain}>`,
        from: this.options.from,
        to: row.recipient,
        subject: row.subject,
        ...parts,
        attachments,
      });
    } catch (error) {
      const retryAt = nextAttemptAt(row.attempts, this.clock(), this.random());
      const message = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(db, row.id, leaseId, { error: message.slice(0, 1000), retryAt });
      this.options.log.warn(
        { mailId: row.id, attempts: row.attempts, retryAt, err: message },
        retryAt ? 'mail not sent; will retry' : 'mail failed after its last attempt',
      );
      return;
    }
    // A crash here, after the SMTP server took the mail, sends it again after the lease: the
    // at-least-once window decision 019 records. The Message-ID stays the same.
    await markSent(db, row.id, leaseId, this.clock());
  }
}
