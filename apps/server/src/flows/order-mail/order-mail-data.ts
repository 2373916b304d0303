import { deliverySlotText, type Order, toPaise } from '@sheesham/shared';
import type { OrderMailData } from '../../modules/mail/index.ts';

/** An order as read → what the order mails are written from. */
export function toOrderMailData(order: Order): OrderMailData {
  return {
    id: order.id,
    number: order.number,
    customerName: order.customer_name,
    email: order.email,
    phone: order.phone,
    totalPaise: toPaise(order.total_amount),
    paymentMethod: order.payment_method,
    lines: order.items.map((item) => ({
      name: item.name,
      selectedSet: item.selected_set,
      quantity: item.quantity,
      lineTotalPaise: toPaise(item.price) * item.quantity,
    })),
    address: order.address,
    pincode: order.pincode,
    deliveryPaise: order.fulfilment === 'delivery' ? toPaise(order.delivery_charge) : null,
    deliverySlot: order.delivery_slot ? deliverySlotText(order.delivery_slot, true) : null,
    discountPaise: toPaise(order.discount_amount),
    couponCode: order.coupon_code,
  };
}
