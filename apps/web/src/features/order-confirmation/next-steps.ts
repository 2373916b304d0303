import { formatRupees, ORDER_STATUS_LABELS, type Order } from '@sheesham/shared';

export interface NextStep {
  title: string;
  text: string;
}

// The shop's delivery promise, as the checkout's delivery card words it.
const DELIVERY_PROMISE = 'Free delivery and assembly within 50 km of our showroom.';

/**
 * What happens after the order, step by step along the status model (new → Processing → Shipped
 * → Delivered, packages/shared/src/order-transitions.ts), with the payment part for its method.
 */
export function nextSteps(order: Pick<Order, 'payment_method' | 'total_amount'>): NextStep[] {
  const cod = order.payment_method === 'cod';
  const total = formatRupees(order.total_amount);
  return [
    {
      title: 'We confirm your order',
      text: `${cod ? 'We check your order' : 'Your payment is received; we check your order'} and confirm it, then it moves to ${ORDER_STATUS_LABELS.processing} while your furniture is prepared.`,
    },
    {
      title: ORDER_STATUS_LABELS.dispatched,
      text: 'Once it leaves our workshop, you can track it in your profile.',
    },
    {
      title: ORDER_STATUS_LABELS.delivered,
      text: cod
        ? `${DELIVERY_PROMISE} Pay ${total} in cash when it arrives.`
        : `${DELIVERY_PROMISE} Nothing more to pay.`,
    },
  ];
}
