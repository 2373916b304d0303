import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import { countRefund } from '../../lib/shop-events-metrics.ts';
import { type PaymentGateway, RefundRefusedError } from '../payments/index.ts';
import { markRefundFailed } from './refund-settlement.ts';
import { claimForSending, dueRefundIds, recordAccepted, recordError } from './repository.ts';

/** After this many calls that did not reach an answer, the refund is failed for staff to handle. */
export const MAX_REFUND_ATTEMPTS = 10;
const SWEEP_BATCH = 50;

export type SendOutcome = 'sent' | 'not_due' | 'will_retry' | 'failed';

/**
 * Calls the gateway for refunds whose rows are committed. The refund id is the call's
 * idempotency key (the receipt), and `retry` tells the gateway to look for an earlier call's
 * refund first, so a process killed between the call and recording its answer refunds nothing
 * twice; a refund never claimed (killed before the call) is simply due for the sweeper.
 */
export class RefundSender {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One gateway call for this refund if it is due; never throws (the sweeper retries). */
  async send(refundId: string): Promise<SendOutcome> {
    let outcome: SendOutcome;
    try {
      outcome = await this.#send(refundId);
    } catch (error) {
      this.log.error({ err: error, refundId }, 'refund send failed');
      outcome = 'will_retry';
    }
    if (outcome !== 'not_due') countRefund(outcome);
    return outcome;
  }

  /** Sends every due refund, one after the other; how each went. */
  async sweep(): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    for (const id of await dueRefundIds(this.db, SWEEP_BATCH)) outcomes.push(await this.send(id));
    return outcomes;
  }

  async #send(refundId: string): Promise<SendOutcome> {
    const refund = await claimForSending(this.db, refundId);
    if (!refund) return 'not_due';
    try {
      const accepted = await this.gateway.refund({
        paymentId: refund.gatewayPaymentId,
        amountPaise: refund.amountPaise,
        currency: refund.currency,
        refundId: refund.id,
        notes: { refund_id: refund.id, order_id: refund.orderId },
        retry: refund.attempts > 1,
      });
      await recordAccepted(this.db, refund.id, accepted.id);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundRefusedError || refund.attempts >= MAX_REFUND_ATTEMPTS) {
        this.log.error({ refundId, reason: message }, 'refund failed at the gateway');
        await this.db.transaction((tx) =>
          markRefundFailed(tx, { refundId: refund.id }, `The gateway refused: ${message}`),
        );
        return 'failed';
      }
      this.log.warn({ refundId, attempt: refund.attempts, reason: message }, 'refund will retry');
      await recordError(this.db, refund.id, message);
      return 'will_retry';
    }
  }
}
