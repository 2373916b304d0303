import {
  type CreateRefundBody,
  formatRupees,
  fromPaise,
  type MismatchedRefund,
  type MissingRefund,
  type Order,
  toPaise,
} from '@sheesham/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import { ORDER_NOT_FOUND, readOrder } from '../orders/index.ts';
import type { PaymentGateway, RefundEventSink, RefundWebhookEvent } from '../payments/index.ts';
import type { RefundHooks, RefundRow } from './hooks.ts';
import { issueRefund, type RefundOutcome, type RefundRequest } from './issue-refund.ts';
import { findMismatchedRefunds } from './mismatched-refunds.ts';
import { findCancelledWithoutRefund } from './missing-refunds.ts';
import { applyRefundEvent } from './refund-events.ts';
import { RefundSender } from './refund-sender.ts';
import { findByIdempotencyKey } from './repository.ts';

/** The admin's refund outcome as an HTTP answer, or the issued refund. */
function issuedOrThrow(outcome: RefundOutcome): RefundRow {
  switch (outcome.kind) {
    case 'issued':
      return outcome.refund;
    case 'not_refundable':
      throw conflict('Only orders paid online can be refunded here.', 'not_refundable');
    case 'nothing_left':
      throw conflict('This order has been refunded in full.', 'nothing_to_refund');
    case 'exceeds': {
      const left = formatRupees(fromPaise(outcome.remainingPaise));
      throw badRequest(`At most ${left} is left to refund.`, {
        amount: `At most ${left} is left to refund`,
      });
    }
  }
}

/**
 * Refunds (docs/decisions/017): rows written inside the deciding transaction, the gateway called
 * after commit by RefundSender, outcomes applied from the gateway's webhook.
 */
export class RefundService implements RefundEventSink {
  readonly sender: RefundSender;

  constructor(
    private readonly db: Database,
    gateway: PaymentGateway,
    private readonly hooks: RefundHooks,
    log: FastifyBaseLogger,
  ) {
    this.sender = new RefundSender(db, gateway, log);
  }

  /** Writes a refund inside the caller's transaction (see issueRefund); call send() after commit. */
  issue(tx: Database, request: RefundRequest): Promise<RefundOutcome> {
    return issueRefund(tx, request, this.hooks);
  }

  /** The gateway call for a committed refund; never throws (the sweeper retries). */
  send(refundId: string) {
    return this.sender.send(refundId);
  }

  applyRefundEvent(tx: Database, event: RefundWebhookEvent, log: FastifyBaseLogger) {
    return applyRefundEvent(tx, event, log, this.hooks);
  }

  /**
   * POST /admin/orders/:id/refunds: part (or the rest) of a paid order back, with a reason. With
   * an Idempotency-Key a repeat answers the first refund's order (created: false); the same key
   * with another amount or reason is 409.
   */
  async refundPart(
    adminId: string,
    orderId: string,
    body: CreateRefundBody,
    idempotencyKey: string | undefined,
  ): Promise<{ order: Order; created: boolean }> {
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    await readOrder(this.db, orderId); // 404 before anything else
    const request: RefundRequest = {
      orderId,
      amountPaise: toPaise(body.amount),
      reason: body.reason,
      createdBy: adminId,
      idempotencyKey,
    };
    const replay = await this.#replay(request);
    if (replay) return replay;

    let refund: RefundRow;
    try {
      refund = issuedOrThrow(await this.db.transaction((tx) => this.issue(tx, request)));
    } catch (error) {
      // The same key raced in twice: the other request made the refund.
      const raced = isUniqueViolation(error) ? await this.#replay(request) : null;
      if (raced) return raced;
      throw error;
    }
    await this.send(refund.id);
    return { order: await readOrder(this.db, orderId), created: true };
  }

  async #replay(request: RefundRequest) {
    if (!request.idempotencyKey) return null;
    const earlier = await findByIdempotencyKey(this.db, request.orderId, request.idempotencyKey);
    if (!earlier) return null;
    if (earlier.amountPaise !== request.amountPaise || earlier.reason !== request.reason) {
      throw conflict('This Idempotency-Key was used for another refund.', 'idempotency_key_reused');
    }
    return { order: await readOrder(this.db, request.orderId), created: false };
  }

  /** GET /admin/refunds/missing. */
  async missing(): Promise<MissingRefund[]> {
    const rows = await findCancelledWithoutRefund(this.db);
    return rows.map((row) => ({
      order_id: row.orderId,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      email: row.email,
      paid: fromPaise(row.paidPaise),
      refunded: fromPaise(row.refundedPaise),
      cancelled_at: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
    }));
  }

  /** GET /admin/refunds/mismatched. */
  async mismatched(): Promise<MismatchedRefund[]> {
    const rows = await findMismatchedRefunds(this.db);
    return rows.map((row) => ({
      refund_id: row.refundId,
      order_id: row.orderId,
      order_number: row.orderNumber,
      customer_name: row.customerName,
      email: row.email,
      amount: fromPaise(row.amountPaise),
      currency: row.currency,
      gateway_payment_id: row.gatewayPaymentId,
      gateway_refund_id: row.gatewayRefundId,
      reported_amount: row.reportedAmountPaise === null ? null : fromPaise(row.reportedAmountPaise),
      reported_currency: row.reportedCurrency,
      reported_payment_id: row.reportedGatewayPaymentId,
      // Never null here: the query lists only refunds with a report.
      reported_at: (row.mismatchReportedAt ?? row.createdAt).toISOString(),
      created_at: row.createdAt.toISOString(),
    }));
  }
}
