import type { MailStatus } from '@sheesham/shared/admin-mail';
import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import { type MailAttachmentRef, type MailSourceRef, mailOutbox } from './schema.ts';

/** The SQL behind the outbox: insert, claim with a lease, finish, and the admin's reads. */

export interface NewMail {
  kind: string;
  dedupeKey: string;
  recipient: string;
  subject: string;
  /** Null (both) for a mail stored by reference: `source` names what it is rendered from. */
  html: string | null;
  text: string | null;
  source?: MailSourceRef;
  attachments?: MailAttachmentRef[];
}

export type MailRow = typeof mailOutbox.$inferSelect;

const MAIL_FIELDS = ['kind', 'dedupeKey', 'recipient', 'subject', 'html', 'text'] as const;

/** The insert of `count` mails, built once per count (an event writes one or two). */
function mailInsert(count: number) {
  return builtOnce<{ id: string }>(`insert_mails_${count}`, (db) =>
    db
      .insert(mailOutbox)
      .values(
        Array.from({ length: count }, (_, row) => ({
          ...Object.fromEntries(MAIL_FIELDS.map((f) => [f, sql.placeholder(`${f}${row}`)])),
          attachments: sql`${sql.placeholder(`attachments${row}`)}::jsonb`,
          source: sql`${sql.placeholder(`source${row}`)}::jsonb`,
        })) as never,
      )
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id }),
  );
}
const mailInserts = new Map<number, ReturnType<typeof mailInsert>>();

/**
 * Returns how many of the mails it wrote: one with a dedupe key already in the outbox is not.
 * Built once (db/built-once.ts): drizzle rebuilt this insert on every order (decision 043).
 */
export async function insertMails(tx: Database, mails: NewMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  let insert = mailInserts.get(mails.length);
  if (!insert) {
    insert = mailInsert(mails.length);
    mailInserts.set(mails.length, insert);
  }
  const values: Record<string, unknown> = {};
  mails.forEach((mail, row) => {
    for (const f of MAIL_FIELDS) values[`${f}${row}`] = mail[f];
    values[`attachments${row}`] = JSON.stringify(mail.attachments ?? []);
    values[`source${row}`] = mail.source ? JSON.stringify(mail.source) : null;
  });
  return (await insert(tx, values)).length;
}

/**
 * Leases up to `limit` due mails to one worker: pending ones whose next attempt has come, and
 * sending ones whose lease ran out (their worker died). SKIP LOCKED lets N workers claim at once
 * without waiting on or taking each other's rows; the lease is what keeps a row theirs after
 * this short statement commits. Each claim counts as an attempt.
 */
export function claimDueMails(
  db: Database,
  claim: { now: Date; leaseUntil: Date; leaseId: string; limit: number },
): Promise<MailRow[]> {
  // The clock has milliseconds, the database microseconds: a row queued in the clock's current
  // millisecond (next_attempt_at defaults to its transaction's now()) is due, not left for the
  // next poll, so `now` counts to the end of its millisecond.
  const dueBefore = new Date(claim.now.getTime() + 1);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.nextAttemptAt, dueBefore)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, claim.now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.seq))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: claim.leaseUntil,
      leaseId: claim.leaseId,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Only the worker whose lease is still on the row may finish it. */
const heldBy = (id: string, leaseId: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.leaseId, leaseId));

const released = { lockedUntil: null, leaseId: null } as const;

/**
 * Gives back claimed mails this worker will not send (it is stopping): pending again, due now,
 * with the claim's attempt undone, so the next worker sends them without waiting for the lease.
 */
export async function releaseClaims(db: Database, ids: string[], leaseId: string) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: sql`${mailOutbox.attempts} - 1`, ...released })
    .where(
      and(
        inArray(mailOutbox.id, ids),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.leaseId, leaseId),
      ),
    );
}

export async function markSent(db: Database, id: string, leaseId: string, at: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null, ...released })
    .where(heldBy(id, leaseId));
}

/** Back to pending for another attempt at `nextAttemptAt`, or failed for good. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  leaseId: string,
  outcome: { error: string; retryAt: Date | null },
) {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.retryAt ? 'pending' : 'failed',
      nextAttemptAt: outcome.retryAt ?? undefined,
      lastError: outcome.error,
      ...released,
    })
    .where(heldBy(id, leaseId));
}

/** Built once and named (db/built-once.ts): it runs after every commit that wrote mail. */
const holdStatement = builtOnce<{ id: string }>('hold_queued_mails', (db) =>
  db
    .update(mailOutbox)
    .set({ status: 'held', ...released })
    .where(eq(mailOutbox.status, 'pending'))
    .returning({ id: mailOutbox.id }),
);

/**
 * No SMTP_URL: every queued mail is kept for the admin view instead of being sent. One
 * statement, so it needs no lease; a hold is not a send attempt.
 */
export async function holdQueuedMails(db: Database): Promise<number> {
  return (await holdStatement(db, {})).length;
}

/** A failed or held mail goes back to the queue with fresh attempts; null if not found or not in one of those states. */
export async function requeueMail(
  db: Database,
  id: string,
  from: readonly MailStatus[],
  now: Date,
): Promise<MailRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, ...released })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, [...from])))
    .returning();
  return row ?? null;
}

const byStatus = (status: MailStatus | undefined) =>
  status ? eq(mailOutbox.status, status) : undefined;

export function findMails(
  db: Database,
  filter: { status?: MailStatus; limit: number; offset: number },
) {
  return db
    .select()
    .from(mailOutbox)
    .where(byStatus(filter.status))
    .orderBy(desc(mailOutbox.seq))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countMails(db: Database, status?: MailStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(byStatus(status));
  return row?.n ?? 0;
}

export async function findMail(db: Database, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Mails not yet sent nor given up on (pending, or being sent), and how old the oldest one is in
 * seconds (0 when none): what /metrics reports as the outbox backlog. Held mails (no SMTP_URL)
 * wait for the admin, not for the worker, and are not counted.
 */
export async function outboxBacklog(
  db: Database,
): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      n: count(),
      age: sql<string | null>`extract(epoch from (now() - min(${mailOutbox.createdAt})))`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  return { count: row?.n ?? 0, oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}
