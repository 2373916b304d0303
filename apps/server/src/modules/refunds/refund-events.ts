import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import { countRefund } from '../../lib/shop-events-metrics.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RefundWebhookEvent } from '../payments/index.ts';
import type { RefundHooks, RefundRow } from './hooks.ts';
import {
  GATEWAY_FAILED_REFUND,
  markRefundFailed,
  markRefundProcessed,
} from './refund-settlement.ts';
import { lockRefundFor, recordGatewayId, recordMismatchReport } from './repository.ts';

/**
 * A signed event is believed only about the refund it fits: the same amount, currency and payment
 * as our row (captures are checked the same way, decision 014). A signature proves who sent it,
 * not that it is about this refund.
 */
export function eventFitsRefund(event: RefundWebhookEvent, refund: RefundRow): boolean {
  return (
    event.amountPaise === refund.amountPaise &&
    event.currency === refund.currency &&
    event.gatewayPaymentId === refund.gatewayPaymentId
  );
}

/**
 * A signed, first-seen refund event (the payments webhook checked both), inside its transaction.
 * refund.created records the gateway's id; processed and failed move a pending refund forward
 * only. An event for a refund we do not know, or one already settled, changes nothing; one that
 * contradicts its refund leaves the refund as it was and records what it reported on the refund,
 * for the admins; the payment is not touched (it was paid as it was, whatever the event says).
 */
export async function applyRefundEvent(
  tx: Database,
  event: RefundWebhookEvent,
  log: FastifyBaseLogger,
  hooks: RefundHooks,
): Promise<void> {
  const match = {
    gatewayRefundId: event.gatewayRefundId,
    // A receipt that is not one of our ids would only make the query fail.
    refundId: event.refundId && isUuid(event.refundId) ? event.refundId : null,
  };
  const creates = event.event === 'refund.created';
  const refund = await lockRefundFor(tx, match, creates ? 'record_gateway_id' : 'settle');
  if (!refund) {
    if (!creates) log.warn(event, 'refund event matched no pending refund');
    return;
  }
  if (!eventFitsRefund(event, refund)) {
    await recordMismatchReport(tx, refund.id, event);
    log.warn({ event, refundId: refund.id }, 'refund event differs from the refund it names');
    countRefund('mismatch');
    return;
  }
  const locked = { refundId: refund.id, gatewayRefundId: match.gatewayRefundId };
  if (creates) await recordGatewayId(tx, refund.id, match.gatewayRefundId);
  else if (event.event === 'refund.processed') await markRefundProcessed(tx, locked, hooks);
  else await markRefundFailed(tx, locked, GATEWAY_FAILED_REFUND);
}
