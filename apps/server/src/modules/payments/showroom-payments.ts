import type { Database } from '../../db/types.ts';
import { insertPayment } from './repository.ts';
import type { PaymentLine } from './schema.ts';

export interface ShowroomPayment {
  userId: string;
  orderId: string;
  amountPaise: number;
  mode: 'cash' | 'card' | 'upi';
  /** The card slip's or UPI transaction's reference, or the cash receipt number. */
  reference: string;
  receivedBy: string;
  lines: PaymentLine[];
}

/**
 * Records money taken at the showroom counter (docs/decisions/023) as a captured payment of the
 * 'showroom' gateway, tied to its order. It has no gateway payment id, so no gateway refund is
 * ever attempted for it: a cancelled showroom order is refunded at the counter.
 */
export async function recordShowroomPayment(tx: Database, payment: ShowroomPayment) {
  return insertPayment(tx, {
    userId: payment.userId,
    gateway: 'showroom',
    gatewayOrderId: `showroom_${payment.orderId}`,
    amountPaise: payment.amountPaise,
    receipt: payment.reference.slice(0, 40),
    lines: payment.lines,
    status: 'captured',
    orderId: payment.orderId,
    verifiedAt: new Date(),
    capturedAt: new Date(),
    showroomMode: payment.mode,
    showroomReference: payment.reference,
    receivedBy: payment.receivedBy,
  });
}
