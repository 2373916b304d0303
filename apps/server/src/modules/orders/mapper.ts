import {
  type CashReceipt,
  type DeliverySlotCode,
  fromPaise,
  type Order,
  type OrderDeliverySlot,
  type OrderStatus,
  type Refund,
  slotLabel,
} from '@sheesham/shared';
import type { CashReceiptRow } from '../cash-receipts/index.ts';
import type { RefundRow } from '../refunds/index.ts';
import type { orderItems, orderStatusHistory, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;

export type StoredOrderItem = typeof orderItems.$inferSelect;

/** An item's snapshot with what the product row still tells: its regular price and description. */
export type OrderItemRow = StoredOrderItem & {
  productPricePaise: number;
  productDescription: string;
};

export type HistoryRow = Pick<
  typeof orderStatusHistory.$inferSelect,
  'orderId' | 'toStatus' | 'createdAt'
>;

/** An order's live delivery-slot booking with its slot's hours (the delivery-slots tables). */
export interface DeliverySlotRow {
  orderId: string;
  day: string;
  slot: string;
  startHour: number;
  endHour: number;
}

/** The booked slot as the order carries it: {date, slot, label}. */
export function toApiDeliverySlot(row: DeliverySlotRow): OrderDeliverySlot {
  // The database's check constraint allows only the shared codes.
  const slot = row.slot as DeliverySlotCode;
  return { date: row.day, slot, label: slotLabel(slot, row.startHour, row.endHour) };
}

function toApiCashReceipt(receipt: CashReceiptRow): CashReceipt {
  return {
    amount: fromPaise(receipt.amountPaise),
    received_on: receipt.receivedOn,
    received_by: receipt.receivedBy,
    reference: receipt.reference,
    recorded_by: receipt.recordedByName,
    recorded_at: receipt.createdAt.toISOString(),
  };
}

/** A refund as the order carries it, amount in rupees. */
function toApiRefund(refund: RefundRow): Refund {
  return {
    id: refund.id,
    amount: fromPaise(refund.amountPaise),
    currency: refund.currency,
    status: refund.status as Refund['status'],
    reason: refund.reason,
    gateway_refund_id: refund.gatewayRefundId,
    created_at: refund.createdAt.toISOString(),
    processed_at: refund.processedAt?.toISOString() ?? null,
    failure_reason: refund.failureReason,
  };
}

// The database's check constraints allow only these values, so the casts below are safe.
const orderStatus = (value: string) => value as OrderStatus;

/** Items in a stable order whichever query produced them. */
function byNameThenId(a: OrderItemRow, b: OrderItemRow): number {
  if (a.productName !== b.productName) return a.productName < b.productName ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The columns an order's headline is made of (toApiOrderHeadline). */
export type OrderHeadlineRow = Pick<
  OrderRow,
  'id' | 'number' | 'customerName' | 'email' | 'totalPaise' | 'status' | 'createdAt' | 'channel'
>;

/**
 * An order's headline: number, customer, total, status, date and channel. The order as read
 * starts with it, and the admin dashboard's recent orders are just that.
 */
export function toApiOrderHeadline(order: OrderHeadlineRow) {
  return {
    id: order.id,
    number: order.number,
    customer_name: order.customerName,
    email: order.email,
    total_amount: fromPaise(order.totalPaise),
    status: orderStatus(order.status),
    created_at: order.createdAt.toISOString(),
    channel: order.channel as Order['channel'],
  };
}

/** Database rows → the spec's order "as read" (SPEC §3), amounts in rupees. */
export function toApiOrder(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  refunds: RefundRow[],
  cashReceipt: CashReceiptRow | null,
  deliverySlot: OrderDeliverySlot | null,
): Order {
  const headline = toApiOrderHeadline(order);
  return {
    ...headline,
    phone: order.phone,
    items: [...items].sort(byNameThenId).map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: fromPaise(item.unitPricePaise),
      selected_set: item.selectedSet,
      name: item.productName,
      product: {
        id: item.productId,
        name: item.productName,
        price: fromPaise(item.productPricePaise),
        image: item.productImage,
        brand: item.productBrand,
        category: item.productCategory,
        description: item.productDescription,
      },
    })),
    delivery_charge: fromPaise(order.deliveryPaise),
    payment_method: order.paymentMethod as Order['payment_method'],
    payment_status: order.paymentStatus as Order['payment_status'],
    payment_reference_id: order.paymentReferenceId,
    razorpay_order_id: order.razorpayOrderId,
    payment_error_message: order.paymentErrorMessage,
    date: headline.created_at,
    address: order.address,
    pincode: order.pincode,
    delivery_instructions: order.deliveryInstructions,
    history: history.map((h) => ({
      status: orderStatus(h.toStatus),
      at: h.createdAt.toISOString(),
    })),
    refunds: refunds.map(toApiRefund),
    fulfilment: order.fulfilment as Order['fulfilment'],
    payment_mode: order.paymentMode as Order['payment_mode'],
    created_by:
      order.createdByName === null
        ? null
        : { id: order.createdByAdminId, name: order.createdByName },
    cash_received: cashReceipt ? toApiCashReceipt(cashReceipt) : null,
    delivery_slot: deliverySlot,
    discount_amount: fromPaise(order.discountPaise),
    coupon_code: order.couponCode,
    discount_given_by: order.discountGivenBy,
    discount_reason: order.discountReason,
  };
}
