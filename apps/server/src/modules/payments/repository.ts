import { MISMATCH_PAYMENT_STATUS, PAID_PAYMENT_STATUSES } from '@sheesham/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { users } from '../identity/schema.ts';
import { type PaymentLine, payments, paymentWebhookEvents } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert & { lines: PaymentLine[] };

/** A payment may still fail (again) or succeed only from these. */
const OPEN_STATUSES = ['created', 'failed'];

/** Accepts a payment id only where none is attached yet, or the same one again (a replay). */
const paymentIdFree = (paymentId: string) =>
  or(isNull(payments.gatewayPaymentId), eq(payments.gatewayPaymentId, paymentId));

export async function insertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

/** A payment by its gateway order id, only if it belongs to this user. */
export async function findUserPayment(
  db: Database,
  userId: string,
  gatewayOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.userId, userId)));
  return row;
}

/**
 * Records a checked signature. A captured payment stays captured and a mismatched one stays
 * mismatched (the signature says nothing about the amount); a different payment id on the same
 * row matches nothing (the row keeps the payment it was paid with). Returns the status it holds,
 * or null when nothing matched.
 */
export async function markVerified(
  db: Database,
  paymentRowId: string,
  gatewayPaymentId: string,
): Promise<string | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: sql`case when ${payments.status} in ('captured', ${MISMATCH_PAYMENT_STATUS}) then ${payments.status} else 'verified' end`,
      gatewayPaymentId,
      verifiedAt: sql`coalesce(${payments.verifiedAt}, now())`,
      errorMessage: null,
    })
    .where(and(eq(payments.id, paymentRowId), paymentIdFree(gatewayPaymentId)))
    .returning({ status: payments.status });
  return row?.status ?? null;
}

/** Marks a still-open payment failed; a verified or captured one is never downgraded. */
export async function markFailed(
  db: Database,
  where: { id: string } | { gatewayOrderId: string },
  errorMessage: string,
): Promise<void> {
  const match =
    'id' in where ? eq(payments.id, where.id) : eq(payments.gatewayOrderId, where.gatewayOrderId);
  await db
    .update(payments)
    .set({ status: 'failed', errorMessage })
    .where(and(match, inArray(payments.status, OPEN_STATUSES)));
}

/** What the gateway's capture reported: the amount in paise and the currency. */
export interface CapturedMoney {
  amountPaise: number | null;
  currency: string | null;
}

/**
 * The gateway says the money was captured (webhook). When the amount and currency are the ones the
 * payment was opened for it becomes captured; otherwise it becomes 'mismatch' with what was
 * reported, which no order can use. The comparison is in the UPDATE itself, against the stored
 * row. A mismatch is final: a later fitting event does not turn it into a paid payment, and a
 * captured payment that a later event contradicts is flagged too.
 * Returns the status the row now holds, or null when nothing matched.
 */
export async function markCaptured(
  db: Database,
  capture: { gatewayOrderId: string; gatewayPaymentId: string } & CapturedMoney,
): Promise<string | null> {
  const flagged = sql`${payments.status} = ${MISMATCH_PAYMENT_STATUS}`;
  const fits = sql`${payments.amountPaise} = ${capture.amountPaise}::bigint and ${payments.currency} = ${capture.currency}::text`;
  /** A mismatch keeps what was first reported; a fitting capture records nothing extra. */
  const reported = (
    stored: typeof payments.receivedCurrency | typeof payments.receivedAmountPaise,
    value: SQL,
  ) => sql`case when ${flagged} then ${stored} when ${fits} then null else ${value} end`;
  const [row] = await db
    .update(payments)
    .set({
      status: sql`case when ${flagged} then ${payments.status} when ${fits} then 'captured' else ${MISMATCH_PAYMENT_STATUS} end`,
      gatewayPaymentId: capture.gatewayPaymentId,
      capturedAt: sql`coalesce(${payments.capturedAt}, now())`,
      receivedAmountPaise: reported(
        payments.receivedAmountPaise,
        sql`${capture.amountPaise}::bigint`,
      ),
      receivedCurrency: reported(payments.receivedCurrency, sql`${capture.currency}::text`),
      errorMessage: null,
    })
    .where(
      and(
        eq(payments.gatewayOrderId, capture.gatewayOrderId),
        paymentIdFree(capture.gatewayPaymentId),
      ),
    )
    .returning({ status: payments.status });
  return row?.status ?? null;
}

/**
 * Ties a paid (verified or captured), unused payment of this user for exactly this amount to the
 * order, in one conditional UPDATE inside the order's transaction; null when there is no such
 * payment (or another order took it first: payments.order_id is unique).
 */
export async function claimPayment(
  tx: Database,
  claim: { gatewayOrderId: string; userId: string; orderId: string; amountPaise: number },
): Promise<{ gatewayPaymentId: string | null } | null> {
  const [row] = await tx
    .update(payments)
    .set({ orderId: claim.orderId })
    .where(
      and(
        eq(payments.gatewayOrderId, claim.gatewayOrderId),
        eq(payments.userId, claim.userId),
        inArray(payments.status, [...PAID_PAYMENT_STATUSES]),
        isNull(payments.orderId),
        eq(payments.amountPaise, claim.amountPaise),
      ),
    )
    .returning({ gatewayPaymentId: payments.gatewayPaymentId });
  return row ?? null;
}

/** Stores a webhook event id; false when it was already there (a redelivery). */
export async function insertWebhookEvent(
  db: Database,
  event: { eventId: string; eventType: string; payload: unknown },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Paid but never used by an order, created at least `olderThanMinutes` ago; and every payment whose
 * capture did not match, at once and whether or not an order used it. Oldest first.
 */
export function listUnmatchedPayments(db: Database, olderThanMinutes: number) {
  return db
    .select({
      id: payments.id,
      userId: payments.userId,
      userEmail: users.email,
      userName: users.name,
      amountPaise: payments.amountPaise,
      gateway: payments.gateway,
      gatewayOrderId: payments.gatewayOrderId,
      gatewayPaymentId: payments.gatewayPaymentId,
      status: payments.status,
      receivedAmountPaise: payments.receivedAmountPaise,
      receivedCurrency: payments.receivedCurrency,
      orderId: payments.orderId,
      createdAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      or(
        and(
          inArray(payments.status, [...PAID_PAYMENT_STATUSES]),
          isNull(payments.orderId),
          sql`${payments.createdAt} <= now() - make_interval(mins => ${olderThanMinutes})`,
        ),
        eq(payments.status, MISMATCH_PAYMENT_STATUS),
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/** Moves the `from` users' payments to `to`, with their orders (a walk-in joining an account). */
export async function movePaymentsToUser(
  tx: Database,
  from: readonly string[],
  to: string,
): Promise<void> {
  if (from.length === 0) return;
  await tx
    .update(payments)
    .set({ userId: to })
    .where(sql`${payments.userId} = any(${sql.param(from)}::text[])`);
}
