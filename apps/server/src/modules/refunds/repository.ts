import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import type { RefundRow } from './hooks.ts';
import { refunds } from './schema.ts';

export type NewRefund = typeof refunds.$inferInsert;

/** Not yet accepted by the gateway: the sender's and the sweeper's work. */
const unsent = sql`${refunds.status} = 'pending' and ${refunds.gatewayRefundId} is null`;

/** Seconds to wait after the n-th failed call: 30 s, 1, 2, 4 … minutes, at most an hour. */
const backoffSeconds = sql`least(30 * power(2, ${refunds.attempts}), 3600)`;

export async function insertRefund(tx: Database, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('insert into refunds returned no row');
  return row;
}

export async function findByIdempotencyKey(
  db: Database,
  orderId: string,
  key: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row;
}

/**
 * Takes an unsent refund for one gateway call: counts the attempt and moves its next attempt
 * out by the backoff, in one conditional UPDATE. A second sender (the sweeper, another process)
 * finds the next attempt in the future and gets nothing, so one call is under way at a time.
 */
export async function claimForSending(db: Database, id: string): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
    })
    .where(and(eq(refunds.id, id), unsent, sql`${refunds.nextAttemptAt} <= now()`))
    .returning();
  return row ?? null;
}

/** Unsent refunds whose next attempt is due, oldest first. */
export async function dueRefundIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(unsent, sql`${refunds.nextAttemptAt} <= now()`))
    .orderBy(asc(refunds.nextAttemptAt), asc(refunds.seq))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The gateway accepted the refund under this id (its webhook may have recorded it already). */
export async function recordAccepted(db: Database, id: string, gatewayRefundId: string) {
  await db
    .update(refunds)
    .set({ gatewayRefundId, lastError: null })
    .where(
      and(
        eq(refunds.id, id),
        or(isNull(refunds.gatewayRefundId), eq(refunds.gatewayRefundId, gatewayRefundId)),
      ),
    );
}

export async function recordError(db: Database, id: string, message: string) {
  await db.update(refunds).set({ lastError: message }).where(eq(refunds.id, id));
}

/** Which refund an event or a call is about: the gateway's id, or ours (the receipt we sent). */
export interface RefundMatch {
  gatewayRefundId?: string;
  refundId?: string | null;
}

function matching(match: RefundMatch): SQL | undefined {
  const byGatewayId = match.gatewayRefundId
    ? eq(refunds.gatewayRefundId, match.gatewayRefundId)
    : undefined;
  // Ours only while no other gateway refund id is recorded on it.
  const byOurId = match.refundId
    ? and(
        eq(refunds.id, match.refundId),
        match.gatewayRefundId
          ? or(isNull(refunds.gatewayRefundId), eq(refunds.gatewayRefundId, match.gatewayRefundId))
          : undefined,
      )
    : undefined;
  return or(byGatewayId, byOurId);
}

/**
 * The refund a gateway event would change, locked until the transaction ends, so it is checked
 * and moved as one: a pending refund for processed and failed, or one of ours with no gateway id
 * yet for created. Null when the event would change nothing.
 */
export async function lockRefundFor(
  tx: Database,
  match: RefundMatch,
  change: 'settle' | 'record_gateway_id',
): Promise<RefundRow | null> {
  const matched =
    change === 'settle'
      ? matching(match)
      : match.refundId
        ? eq(refunds.id, match.refundId)
        : undefined;
  if (!matched) return null;
  const where =
    change === 'settle'
      ? and(matched, eq(refunds.status, 'pending'))
      : and(matched, isNull(refunds.gatewayRefundId));
  const [row] = await tx.select().from(refunds).where(where).for('update');
  return row ?? null;
}

/** What a signed refund event said about the refund it named. */
export interface ReportedRefund {
  amountPaise: number | null;
  currency: string | null;
  gatewayPaymentId: string;
}

/**
 * A signed event contradicted this refund: keeps what it reported on the refund, for the admins
 * (GET /admin/refunds/mismatched). Only the first such report is kept, as for captures (decision
 * 014); the refund's status, amounts and payment are not touched.
 */
export async function recordMismatchReport(
  tx: Database,
  refundId: string,
  reported: ReportedRefund,
): Promise<void> {
  await tx
    .update(refunds)
    .set({
      reportedAmountPaise: reported.amountPaise,
      reportedCurrency: reported.currency,
      reportedGatewayPaymentId: reported.gatewayPaymentId,
      mismatchReportedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refundId), isNull(refunds.mismatchReportedAt)));
}

/** Records the gateway's id on a refund that has none yet (refund.created). */
export async function recordGatewayId(tx: Database, refundId: string, gatewayRefundId: string) {
  await tx
    .update(refunds)
    .set({ gatewayRefundId })
    .where(and(eq(refunds.id, refundId), isNull(refunds.gatewayRefundId)));
}

/**
 * Moves a pending refund to processed or failed, never back: a refund already settled matches
 * nothing, so a late or replayed event changes nothing. Returns the moved row, or null.
 */
export async function settle(
  tx: Database,
  match: RefundMatch,
  outcome: { status: 'processed' } | { status: 'failed'; reason: string },
): Promise<RefundRow | null> {
  const where = matching(match);
  if (!where) return null;
  const [row] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      processedAt: outcome.status === 'processed' ? sql`now()` : null,
      failureReason: outcome.status === 'failed' ? outcome.reason : null,
      gatewayRefundId: match.gatewayRefundId
        ? sql`coalesce(${refunds.gatewayRefundId}, ${match.gatewayRefundId})`
        : refunds.gatewayRefundId,
    })
    .where(and(where, eq(refunds.status, 'pending')))
    .returning();
  return row ?? null;
}
