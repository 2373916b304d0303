import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RefundWebhookEvent } from '../payments/index.ts';
import type { RefundHooks } from './hooks.ts';
import {
  GATEWAY_FAILED_REFUND,
  markRefundFailed,
  markRefundProcessed,
} from './refund-settlement.ts';
import { recordGatewayId } from './repository.ts';

/**
 * A signed, first-seen refund event (the payments webhook checked both), inside its transaction.
 * refund.created records the gateway's id; processed and failed move a pending refund forward
 * only. An event for a refund we do not know, or one already settled, changes nothing.
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
  if (event.event === 'refund.created') {
    if (match.refundId) await recordGatewayId(tx, match.refundId, match.gatewayRefundId);
    return;
  }
  const moved =
    event.event === 'refund.processed'
      ? await markRefundProcessed(tx, match, hooks)
      : await markRefundFailed(tx, match, GATEWAY_FAILED_REFUND);
  if (!moved) log.warn(event, 'refund event matched no pending refund');
}
