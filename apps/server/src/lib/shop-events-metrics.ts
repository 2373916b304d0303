import { Counter, Registry } from 'prom-client';

/**
 * The shop's business events as Prometheus counters, counted where they happen (the checkout,
 * payment and refund services import these three functions, never each other). One registry per
 * process: counters only go up, and /metrics (modules/metrics) serves it with the per-app ones.
 */
export const shopEventsRegistry = new Registry();

const ordersPlaced = new Counter({
  name: 'sheesham_orders_placed_total',
  help: 'Orders placed (committed), by payment method.',
  labelNames: ['payment_method'] as const,
  registers: [shopEventsRegistry],
});

const payments = new Counter({
  name: 'sheesham_payments_total',
  help: 'Payment outcomes: verified (signature), captured (webhook), failed, invalid_signature, already_used, mismatch.',
  labelNames: ['result'] as const,
  registers: [shopEventsRegistry],
});

const refunds = new Counter({
  name: 'sheesham_refunds_total',
  help: 'Refund gateway calls by outcome: sent, will_retry, failed; and mismatch, a signed refund event that contradicted its refund.',
  labelNames: ['result'] as const,
  registers: [shopEventsRegistry],
});

export function countOrderPlaced(paymentMethod: string): void {
  ordersPlaced.inc({ payment_method: paymentMethod });
}

export type PaymentResult =
  | 'verified'
  | 'captured'
  | 'failed'
  | 'invalid_signature'
  | 'already_used'
  | 'mismatch';

export function countPayment(result: PaymentResult): void {
  payments.inc({ result });
}

export function countRefund(result: 'sent' | 'will_retry' | 'failed' | 'mismatch'): void {
  refunds.inc({ result });
}
