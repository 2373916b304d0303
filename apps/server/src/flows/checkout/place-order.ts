import type { Order } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
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
import { requireKnownPincode } from '../../modules/pincodes/index.ts';
import { toOrderMailData } from '../order-mail/index.ts';
import { invoiceSource } from './invoice-source.ts';

export interface PlacementDeps {
  invoices: Pick<InvoiceService, 'issueInvoice'>;
  mail: Pick<ShopMail, 'orderPlaced'>;
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
  };
  payment: PlacementPayment;
  channel: 'online' | 'showroom' | 'phone';
  /** The admin who entered it; null for the customer's own order. */
  staff: { id: string; name: string } | null;
  ip: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * Price → the order and its history → the payment → the customer's and the staff's mails → issue
 * the GST invoice → take stock with the items, all in the caller's transaction, three statements
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
  const cart = await priceLines(tx, p.lines);
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
    },
    p.staff?.id ?? p.buyer.id,
  );
  const items = snapshotItems(placed.order.id, cart);
  let order = placed.order;

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
  const result = placedOrder(order, { items, history: placed.history }, cart);
  await deps.mail.orderPlaced(tx, toOrderMailData(result), [
    { kind: 'invoice', orderId: order.id },
  ]);
  // The place of supply: where a delivery ends, from the dataset; the showroom for a collection.
  const placeOfSupply =
    p.delivery.fulfilment === 'delivery' ? requireKnownPincode(p.delivery.pincode).state : null;
  await deps.invoices.issueInvoice(tx, invoiceSource(order, payment.method, cart, placeOfSupply));
  // Last: from here the products' rows stay locked until COMMIT, and another order of the same
  // product waits that long (decision 034).
  await takeStockAndAddItems(tx, cart, items);
  return result;
}
