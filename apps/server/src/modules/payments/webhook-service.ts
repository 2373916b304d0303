import { createHash } from 'node:crypto';
import { MISMATCH_PAYMENT_STATUS } from '@sheesham/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { countPayment } from '../../lib/shop-events-metrics.ts';
import type { PaymentGateway } from './gateway.ts';
import { insertWebhookEvent, markCaptured, markFailed } from './repository.ts';

export const WEBHOOKS_NOT_CONFIGURED =
  'Razorpay webhooks are not configured on this server: set RAZORPAY_WEBHOOK_SECRET.';

/** Only the fields we act on; the whole event is stored as received. */
const webhookEventSchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            /** Paise and ISO currency; a capture is checked against the stored payment. */
            amount: z.number().nullish(),
            currency: z.string().nullish(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            payment_id: z.string(),
            amount: z.number().nullish(),
            currency: z.string().nullish(),
            receipt: z.string().nullish(),
            notes: z.unknown().optional(),
          }),
        })
        .optional(),
    })
    .default({}),
});
type WebhookEvent = z.infer<typeof webhookEventSchema>;

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  /** Razorpay's X-Razorpay-Event-Id; the same for every redelivery of one event. */
  eventId: string | undefined;
}

export type WebhookOutcome = 'processed' | 'duplicate';

export const REFUND_EVENTS = ['refund.created', 'refund.processed', 'refund.failed'] as const;

/** A refund event, reduced to what the refunds module acts on. */
export interface RefundWebhookEvent {
  event: (typeof REFUND_EVENTS)[number];
  gatewayRefundId: string;
  gatewayPaymentId: string;
  /** Paise and ISO currency as reported; checked against the refund before it moves. */
  amountPaise: number | null;
  currency: string | null;
  /** Our refund id, from the receipt we sent (or the notes), when the event carries it. */
  refundId: string | null;
}

/**
 * Who applies refund events: the refunds module, handed over by app.ts (payments never imports
 * it). Runs inside the webhook's transaction, after the event id was recorded as new.
 */
export interface RefundEventSink {
  applyRefundEvent(tx: Database, event: RefundWebhookEvent, log: FastifyBaseLogger): Promise<void>;
}

function refundEvent(event: WebhookEvent): RefundWebhookEvent | null {
  const refund = event.payload.refund?.entity;
  const name = REFUND_EVENTS.find((known) => known === event.event);
  if (!refund || !name) return null;
  const notes = z.object({ refund_id: z.string() }).safeParse(refund.notes);
  return {
    event: name,
    gatewayRefundId: refund.id,
    gatewayPaymentId: refund.payment_id,
    amountPaise: Number.isSafeInteger(refund.amount) ? (refund.amount as number) : null,
    currency: refund.currency ?? null,
    refundId: refund.receipt ?? (notes.success ? notes.data.refund_id : null),
  };
}

const invalidWebhookSignature = () =>
  new HttpError(400, 'invalid_signature', 'Webhook signature is invalid.');

function parseEvent(rawBody: Buffer): WebhookEvent & { raw: unknown } {
  let raw: unknown;
  try {
    raw = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not valid JSON.');
  }
  const parsed = webhookEventSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('The webhook body is not a Razorpay event.');
  return { ...parsed.data, raw };
}

/**
 * payment.captured and order.paid: the money is ours. payment.failed: an attempt failed.
 * refund.*: handed to the refunds module.
 */
async function applyEvent(
  db: Database,
  event: WebhookEvent,
  log: FastifyBaseLogger,
  refunds: RefundEventSink | undefined,
) {
  const refund = refundEvent(event);
  if (refund) {
    if (refunds) await refunds.applyRefundEvent(db, refund, log);
    else log.warn(refund, 'refund event with no refunds module to apply it');
    return;
  }
  const payment = event.payload.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? event.payload.order?.entity.id;
  if (!payment || !gatewayOrderId) return;
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    const capture = {
      gatewayOrderId,
      gatewayPaymentId: payment.id,
      // Razorpay sends whole paise; anything else cannot match and is kept as "no amount".
      amountPaise: Number.isSafeInteger(payment.amount) ? (payment.amount as number) : null,
      currency: payment.currency ?? null,
    };
    const status = await markCaptured(db, capture);
    if (status === null) {
      // Not ours, or this order was already paid by another payment: someone must look at it.
      log.warn(capture, 'captured payment matched nothing');
    } else if (status === MISMATCH_PAYMENT_STATUS) {
      // Listed to admins by GET /admin/payments/unmatched; never usable by an order.
      log.warn(capture, 'captured amount or currency differs from the payment');
      countPayment('mismatch');
    } else {
      countPayment('captured');
    }
  } else if (event.event === 'payment.failed') {
    // No payment id is attached: the shopper may retry on the same order with a new payment.
    await markFailed(db, { gatewayOrderId }, payment.error_description ?? 'Payment failed.');
    countPayment('failed');
  }
}

/**
 * Checks the signature over the raw body, then records the event id and applies the event in one
 * transaction: a redelivered event finds its id taken and changes nothing.
 */
export async function receiveWebhook(
  db: Database,
  gateway: PaymentGateway,
  delivery: WebhookDelivery,
  log: FastifyBaseLogger,
  refunds?: RefundEventSink,
): Promise<WebhookOutcome> {
  if (!gateway.webhooksEnabled) {
    throw new HttpError(503, 'webhooks_not_configured', WEBHOOKS_NOT_CONFIGURED);
  }
  if (!delivery.signature || !gateway.verifyWebhook(delivery.rawBody, delivery.signature)) {
    throw invalidWebhookSignature();
  }
  const event = parseEvent(delivery.rawBody);
  const eventId =
    delivery.eventId || `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;

  return db.transaction(async (tx) => {
    const isNew = await insertWebhookEvent(tx, {
      eventId,
      eventType: event.event,
      payload: event.raw,
    });
    if (!isNew) return 'duplicate';
    await applyEvent(tx, event, log, refunds);
    return 'processed';
  });
}
