import { PAID_PAYMENT_STATUSES } from '@sheesham/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type PaymentLine, payments, paymentWebhookEvents, users } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';

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
 * Records a checked signature. A captured payment stays captured; a different payment id on the
 * same row matches nothing (the row keeps the payment it was paid with). Returns whether it held.
 */
export async function markVerified(
  db: Database,
  paymentRowId: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: sql`case when ${payments.status} = 'captured' then 'captured' else 'verified' end`,
      gatewayPaymentId,
      verifiedAt: sql`coalesce(${payments.verifiedAt}, now())`,
      errorMessage: null,
    })
    .where(and(eq(payments.id, paymentRowId), paymentIdFree(gatewayPaymentId)))
    .returning({ id: payments.id });
  return rows.length > 0;
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

/** The gateway says the money was captured (webhook). Returns false when nothing matched. */
export async function markCaptured(
  db: Database,
  gatewayOrderId: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: 'captured',
      gatewayPaymentId,
      capturedAt: sql`coalesce(${payments.capturedAt}, now())`,
      errorMessage: null,
    })
    .where(and(eq(payments.gatewayOrderId, gatewayOrderId), paymentIdFree(gatewayPaymentId)))
    .returning({ id: payments.id });
  return rows.length > 0;
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

/** Paid but never used by an order, created at least `olderThanMinutes` ago, oldest first. */
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
      createdAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        inArray(payments.status, [...PAID_PAYMENT_STATUSES]),
        isNull(payments.orderId),
        sql`${payments.createdAt} <= now() - make_interval(mins => ${olderThanMinutes})`,
      ),
    )
    .orderBy(asc(payments.createdAt));
}
