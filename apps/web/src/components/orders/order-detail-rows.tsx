import { deliverySlotText, type Order } from '@sheesham/shared';
import type { ReactNode } from 'react';
import type { DetailRow } from '@/components/detail-list';
import { formatPhone } from '@/lib/format-phone';

/** Who ordered: name, e-mail and phone, `missing` standing in for a phone not given. */
export function contactRows(
  order: Pick<Order, 'customer_name' | 'email' | 'phone'>,
  missing: ReactNode,
): DetailRow[] {
  return [
    ['Name', order.customer_name],
    ['Email', order.email],
    ['Phone', order.phone ? formatPhone(order.phone) : missing],
  ];
}

/**
 * The gateway's references for an online payment, `missing` standing in for one not yet known,
 * and the gateway's error in red when it gave one.
 */
export function paymentReferenceRows(
  order: Pick<Order, 'payment_reference_id' | 'razorpay_order_id' | 'payment_error_message'>,
  { referenceLabel, missing }: { referenceLabel: string; missing: ReactNode },
): DetailRow[] {
  const rows: DetailRow[] = [
    [referenceLabel, order.payment_reference_id ?? missing],
    ['Gateway order ID', order.razorpay_order_id ?? missing],
  ];
  if (order.payment_error_message) {
    rows.push([
      'Error',
      <span key="error" className="text-destructive">
        {order.payment_error_message}
      </span>,
    ]);
  }
  return rows;
}

/** The booked delivery day and slot, when the order has one (decision 050). */
export function deliverySlotRows(order: Pick<Order, 'delivery_slot'>): DetailRow[] {
  return order.delivery_slot ? [['Delivery slot', deliverySlotText(order.delivery_slot)]] : [];
}
