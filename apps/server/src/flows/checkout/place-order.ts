import type { DeliverySlotChoice, Order } from '@sheesham/shared';
import type { GstState } from '@sheesham/shared/gst-states';
import { sendTogether } from '../../db/sent-together.ts';
import type { Database } from '../../db/types.ts';
import type { ChoiceContext, DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import type { InvoiceService } from '../../modules/invoices/index.ts';
import type { ShopMail } from '../../modules/mail/index.ts';
import {
  attachPaymentReference,
  type CartLine,
  insertNewOrder,
  placedOrder,
  priceLines,
  snapshotItems,
  takeStockAndAddItems,
} from '../../modules/orders/index.ts';
import {
  claimVerifiedPayment,
  paymentNotVerified,
  recordShowroomPayment,
} from '../../modules/payments/index.ts';
import { toOrderMailData } from '../order-mail/index.ts';
import { invoiceSource } from './invoice-source.ts';
import {
  assertDiscountAllowed,
  type CouponChecks,
  type DiscountRequest,
  resolveDiscount,
} from './order-discount.ts';

export interface PlacementDeps {
  invoices: Pick<InvoiceService, 'issueInvoice'>;
  mail: Pick<ShopMail, 'orderPlaced'>;
  slots: Pick<DeliverySlotService, 'book' | 'promiseFor'>;
  coupons: CouponChecks;
}

/** How the order is paid: on delivery, online (a verified gateway payment), or at the counter. */
export type PlacementPayment =
  | { method: 'cod' }
  | { method: 'gateway'; razorpayOrderId: string | null }
  | { method: 'showroom'; mode: 'cash' | 'card' | 'upi'; reference: string };

/** Everything one order needs, whoever enters it: the storefront's checkout or staff. */
export interface Placement {
  buyer: { id: string; name: string; email: string; phone: string | null };
  lines: CartLine[];
  delivery: {
    fulfilment: 'delivery' | 'collect';
    address: string;
    pincode: string;
    deliveryInstructions: string;
    /** The zone's charge the delivery module quoted; 0 for a collection. */
    chargePaise: number;
    /** The pincode's GST state (the place of supply); null for a collection at the showroom. */
    state: GstState | null;
    /** The day and slot picked for a delivery, booked here (decision 050); null: none. */
    slot: ({ choice: DeliverySlotChoice } & ChoiceContext) | null;
  };
  payment: PlacementPayment;
  channel: 'online' | 'showroom' | 'phone';
  /** The admin who entered it; null for the customer's own order. */
  staff: { id: string; name: string } | null;
  /** A coupon's code or a staff member's own discount (decision 059); null: none. */
  discount: DiscountRequest | null;
  ip: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * Discount → price → the order and its history → the coupon's use → the payment → the customer's
 * and the staff's mails → issue the GST invoice → book the delivery slot → take stock with the items, all in the caller's transaction, three statements
 * for the order itself whatever its size (docs/decisions/022-checkout-throughput.md). Stock goes
 * last, so a product's row stays locked only for that statement and the commit (decision 034). The invoice
 * is numbered as the transaction commits, under the series' counter lock that every checkout
 * waits on, held for the commit alone (decision 030). The customer's mail attaches the invoice, which
 * the worker renders when it sends (docs/decisions/019). Storefront and staff orders both come
 * through here (docs/decisions/023), so prices, stock, invoice and mails follow one set of rules.
 */
export async function placeInTransaction(
  tx: Database,
  deps: PlacementDeps,
  p: Placement,
): Promise<Order> {
  // The discount is read and priced in this transaction; its use is counted below (decision 059).
  const discount = await resolveDiscount(tx, deps.coupons, p.discount, p.buyer.id);
  const cart = await priceLines(tx, p.lines, p.delivery.chargePaise, discount.terms);
  assertDiscountAllowed(deps.coupons, p.discount, discount, cart);
  const { payment } = p;
  const razorpayOrderId =
    payment.method === 'gateway' ? payment.razorpayOrderId?.trim() || null : null;
  if (payment.method === 'gateway' && !razorpayOrderId) throw paymentNotVerified();

  // The order goes in first: a same-key twin blocks here on the unique index until we finish.
  const placed = await insertNewOrder(
    tx,
    {
      userId: p.buyer.id,
      customerName: p.buyer.name,
      email: p.buyer.email,
      phone: p.buyer.phone,
      address: p.delivery.address,
      pincode: p.delivery.pincode,
      deliveryInstructions: p.delivery.deliveryInstructions,
      fulfilment: p.delivery.fulfilment,
      totalPaise: cart.totalPaise,
      deliveryPaise: cart.deliveryPaise,
      paymentMethod: payment.method,
      paymentStatus: payment.method === 'cod' ? 'pending' : 'paid',
      paymentMode: payment.method === 'showroom' ? payment.mode : null,
      paymentReferenceId: payment.method === 'showroom' ? payment.reference : null,
      razorpayOrderId,
      status: 'new',
      holdsStock: true,
      channel: p.channel,
      createdByAdminId: p.staff?.id ?? null,
      createdByName: p.staff?.name ?? null,
      ipAddress: p.ip,
      idempotencyKey: p.idempotencyKey,
      requestHash: p.requestHash,
      discountPaise: cart.discountPaise,
      couponCode: discount.coupon?.code ?? null,
      discountGivenById: p.discount && p.staff ? p.staff.id : null,
      discountGivenBy: p.discount && p.staff ? p.staff.name : null,
      discountReason: p.discount?.kind === 'manual' ? p.discount.reason : null,
    },
    p.staff?.id ?? p.buyer.id,
  );
  const items = snapshotItems(placed.order.id, cart);
  let order = placed.order;
  // The coupon's use, by conditional updates in this transaction: a limit reached is a 409 and
  // the whole order rolls back, so a failed order leaves no use behind (decision 059).
  if (discount.coupon) {
    await deps.coupons.redeem(tx, discount.coupon, {
      orderId: order.id,
      customerId: p.buyer.id,
      discountPaise: cart.discountPaise,
    });
  }

  if (razorpayOrderId) {
    const paymentId = await claimVerifiedPayment(tx, {
      gatewayOrderId: razorpayOrderId,
      userId: p.buyer.id,
      orderId: order.id,
      amountPaise: cart.totalPaise,
    });
    order = await attachPaymentReference(tx, order.id, paymentId);
  }
  if (payment.method === 'showroom' && p.staff) {
    await recordShowroomPayment(tx, {
      userId: p.buyer.id,
      orderId: order.id,
      amountPaise: cart.totalPaise,
      mode: payment.mode,
      reference: payment.reference,
      receivedBy: p.staff.id,
      lines: cart.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        selectedSet: l.selectedSet,
        unitPricePaise: l.unitPricePaise,
      })),
    });
  }
  const written = { items, history: placed.history };
  const slot = p.delivery.slot;
  // Four statements in one write and one round trip (decision 065); each call sends its
  // statement before it returns, so this is their order on the wire.
  const [, , deliverySlot] = await sendTogether(tx, () => [
    // The mails keep their subject and a reference to the order, which the worker renders when
    // it sends (decision 047): nothing they keep depends on the slot, which is booked below.
    deps.mail.orderPlaced(tx, toOrderMailData(placedOrder(order, written, cart, null)), [
      { kind: 'invoice', orderId: order.id },
    ]),
    // The place of supply: where a delivery ends, from the dataset; the showroom for a collection.
    deps.invoices.issueInvoice(
      tx,
      invoiceSource(order, payment.method, cart, p.delivery.state, order.couponCode),
    ),
    // Late, like the stock: from here the day's slot row stays locked until COMMIT, and every
    // order for that day and slot waits that long. A full slot is a 409 and the whole order rolls
    // back (decision 050). Slot before stock, in every transaction that takes both, so none
    // deadlock (decision 064).
    slot ? deps.slots.book(tx, order.id, slot.choice, slot) : Promise.resolve(null),
    // Last: from here the products' rows stay locked until COMMIT, and another order of the same
    // product waits that long (decision 034).
    takeStockAndAddItems(tx, cart, items),
  ]);
  return placedOrder(order, written, cart, deliverySlot);
}
