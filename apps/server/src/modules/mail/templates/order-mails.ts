import { deliveryChargeText, fromPaise, orderLineName } from '@sheesham/shared';
import type { MailBrand, MailContent } from './content.ts';
import type { OrderMailData } from './data.ts';
import { rupees } from './money.ts';

const orderUrl = (brand: MailBrand, order: OrderMailData) =>
  `${brand.siteUrl}/orders/${order.id}/confirmation`;

const PAYMENT_LABELS: Record<OrderMailData['paymentMethod'], string> = {
  cod: 'Cash on delivery',
  gateway: 'Paid online',
  showroom: 'Paid at the showroom',
};
const paymentLabel = (order: OrderMailData) => PAYMENT_LABELS[order.paymentMethod];

/** The discount's row, above the total: "Discount (DIWALI10)  −₹4,000" (decision 059). */
function discountFact(order: OrderMailData) {
  const label = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
  return { label, value: `−${rupees(order.discountPaise)}` };
}

function orderDetails(order: OrderMailData) {
  return {
    lines: order.lines.map((l) => ({
      name: orderLineName(l),
      quantity: l.quantity,
      amount: rupees(l.lineTotalPaise),
    })),
    facts: [
      ...(order.discountPaise > 0 ? [discountFact(order)] : []),
      // Its own line before the total, as on the invoice (issue #26).
      ...(order.deliveryPaise === null
        ? []
        : [
            { label: 'Delivery charge', value: deliveryChargeText(fromPaise(order.deliveryPaise)) },
          ]),
      { label: 'Total', value: rupees(order.totalPaise) },
      { label: 'Payment', value: paymentLabel(order) },
      order.pincode
        ? { label: 'Deliver to', value: `${order.address}\n${order.pincode}` }
        : { label: 'Handover', value: order.address },
      ...(order.deliverySlot ? [{ label: 'Delivery slot', value: order.deliverySlot }] : []),
    ],
  };
}

/** To the customer when the order is placed: cash on delivery, or paid online. */
export function orderPlacedMail(order: OrderMailData, brand: MailBrand): MailContent {
  const paid = order.paymentMethod !== 'cod';
  return {
    subject: paid
      ? `Payment received: order #${order.number}`
      : `Order #${order.number} is confirmed`,
    preheader: `${rupees(order.totalPaise)} · ${paymentLabel(order)}`,
    heading: `Thank you, ${order.customerName}`,
    paragraphs: [
      paid
        ? `We have received your payment of ${rupees(order.totalPaise)} for order #${order.number}.`
        : `Your order #${order.number} is confirmed. Please keep ${rupees(order.totalPaise)} ready to pay in cash when it arrives.`,
      'We will let you know as soon as it is on its way.',
    ],
    ...orderDetails(order),
    action: { label: 'View your order', url: orderUrl(brand, order) },
  };
}

const CANCELLED_PAYMENT_NOTE: Record<OrderMailData['paymentMethod'], string> = {
  cod: 'Nothing was charged, so nothing is due.',
  gateway:
    'As you paid online, we refund the amount to your account; we will write again when the refund is issued.',
  showroom: 'As you paid at the showroom, the showroom refunds you the same way you paid.',
};

export type OrderUpdate = 'dispatched' | 'delivered' | 'cancelled';

const UPDATES: Record<
  OrderUpdate,
  (o: OrderMailData) => Pick<MailContent, 'subject' | 'heading' | 'paragraphs'>
> = {
  dispatched: (o) => ({
    subject: `Shipped: your order #${o.number} is on its way`,
    heading: 'Your order has shipped',
    paragraphs: [
      `Good news, ${o.customerName}: order #${o.number} has left our workshop and is on its way to you.`,
      o.paymentMethod === 'cod'
        ? `Please keep ${rupees(o.totalPaise)} ready to pay in cash on delivery.`
        : 'It is fully paid; nothing is due on delivery.',
    ],
  }),
  delivered: (o) => ({
    subject: `Delivered: order #${o.number}`,
    heading: 'Your order has been delivered',
    paragraphs: [
      `Order #${o.number} has been delivered. We hope it brings you joy for years, ${o.customerName}.`,
      'If anything is not right, reply to this mail or call us.',
    ],
  }),
  cancelled: (o) => ({
    subject: `Cancelled: order #${o.number}`,
    heading: 'Your order has been cancelled',
    paragraphs: [
      `Order #${o.number} (${rupees(o.totalPaise)}) has been cancelled.`,
      CANCELLED_PAYMENT_NOTE[o.paymentMethod],
    ],
  }),
};

/** To the customer when the order ships, arrives or is cancelled. */
export function orderUpdateMail(
  order: OrderMailData,
  update: OrderUpdate,
  brand: MailBrand,
): MailContent {
  const words = UPDATES[update](order);
  return {
    ...words,
    preheader: words.paragraphs[0] ?? words.heading,
    ...orderDetails(order),
    action: { label: 'View your order', url: `${brand.siteUrl}/profile` },
  };
}

/** To the staff address: a new order to prepare. */
export function staffNewOrderMail(order: OrderMailData, brand: MailBrand): MailContent {
  return {
    subject: `New order #${order.number}: ${rupees(order.totalPaise)} (${paymentLabel(order)})`,
    preheader: `${order.customerName} · ${order.lines.length} line(s)`,
    heading: `New order #${order.number}`,
    paragraphs: [`${order.customerName} placed an order for ${rupees(order.totalPaise)}.`],
    ...orderDetails(order),
    facts: [
      ...orderDetails(order).facts,
      { label: 'Customer', value: order.customerName },
      { label: 'E-mail', value: order.email },
      { label: 'Phone', value: order.phone ?? 'not given' },
    ],
    action: { label: 'Open in the admin panel', url: `${brand.siteUrl}/admin/orders` },
  };
}
