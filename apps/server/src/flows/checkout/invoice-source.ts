import { orderLineName } from '@sheesham/shared';
import type { GstState } from '@sheesham/shared/gst-states';
import type { InvoiceSource } from '../../modules/invoices/index.ts';
import type { PricedCart } from '../../modules/orders/index.ts';

/** The placed order as its invoice needs it: buyer, place of supply, lines as charged (each with its share of the discount), total. */
export function invoiceSource(
  order: {
    id: string;
    number: number;
    customerName: string;
    email: string;
    phone: string | null;
    address: string;
    pincode: string;
  },
  paymentMethod: InvoiceSource['paymentMethod'],
  cart: PricedCart,
  placeOfSupply: GstState | null,
  couponCode: string | null,
): InvoiceSource {
  return {
    placeOfSupply,
    orderId: order.id,
    orderNumber: order.number,
    paymentMethod,
    buyer: {
      name: order.customerName,
      email: order.email,
      phone: order.phone,
      address: order.address,
      pincode: order.pincode,
    },
    lines: cart.lines.map((line) => ({
      description: orderLineName(line),
      category: line.category,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
    })),
    deliveryPaise: cart.deliveryPaise,
    totalPaise: cart.totalPaise,
    couponCode,
  };
}
