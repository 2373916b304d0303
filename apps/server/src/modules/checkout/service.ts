import type {
  CreateOrderInput,
  createPaymentOrderBodySchema,
  Order,
  PaymentOrderResponse,
} from '@sheesham/shared';
import { toPaise } from '@sheesham/shared';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { countOrderPlaced } from '../../lib/shop-events-metrics.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { InvoiceService } from '../invoices/index.ts';
import type { ShopMail } from '../mail/index.ts';
import { toOrderMailData } from '../order-mail/index.ts';
import {
  assertInStock,
  attachPaymentReference,
  findOrderByIdempotencyKey,
  insertNewOrder,
  placedOrder,
  priceLines,
  readOrder,
  takeStockAndAddItems,
} from '../orders/index.ts';
import {
  claimVerifiedPayment,
  type PaymentService,
  paymentNotVerified,
} from '../payments/index.ts';
import { requestHash } from './idempotency.ts';
import { invoiceSource } from './invoice-source.ts';

export const CART_CHANGED = 'Your cart changed. Please review the new total and try again.';

export interface PlaceOrderContext {
  ip: string;
  idempotencyKey?: string;
}

const idempotencyKeyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different order.',
  );

/**
 * The checkout flow (DESIGN.md, Orders): the one place that turns a cart into a payment and an
 * order. Prices always come from the database; the orders and payments modules do the steps.
 * Every stock change invalidates the catalogue cache, since products carry their stock.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
    private readonly payments: Pick<PaymentService, 'openPayment'>,
    private readonly invoices: Pick<InvoiceService, 'issueInvoice'>,
    private readonly mail: Pick<ShopMail, 'orderPlaced' | 'wake'>,
  ) {}

  /**
   * POST /payment/order: prices the cart and opens a gateway order for that amount. The client's
   * amount is only compared: when it differs, the shopper saw a stale total and nothing is created.
   * Nor is anything created when the stock is already short: no one is asked to pay for it.
   */
  async openPayment(
    userId: string,
    body: z.output<typeof createPaymentOrderBodySchema>,
  ): Promise<PaymentOrderResponse> {
    const priced = await priceLines(this.db, body.items);
    if (toPaise(body.amount) !== priced.totalPaise) throw conflict(CART_CHANGED, 'cart_changed');
    await assertInStock(this.db, priced.lines);
    return this.payments.openPayment(userId, priced, body.receipt);
  }

  /** POST /orders: `created` is false when an Idempotency-Key replay returns the earlier order. */
  async placeOrder(
    user: SessionUser,
    body: CreateOrderInput,
    context: PlaceOrderContext,
  ): Promise<{ order: Order; created: boolean }> {
    const { idempotencyKey } = context;
    const hash = idempotencyKey ? requestHash(body) : null;
    if (idempotencyKey && hash) {
      const earlier = await this.replay(user.id, idempotencyKey, hash);
      if (earlier) return { order: earlier, created: false };
    }
    let order: Order;
    try {
      order = await this.db.transaction((tx) =>
        this.placeInTransaction(tx, user, body, { ...context, requestHash: hash }),
      );
    } catch (error) {
      // Two requests with one key raced: the loser's insert hit the (user, key) unique index after
      // the winner committed, so the winner's order is there to return (or refuse if the body
      // differs). Any other unique violation finds no such order and is rethrown.
      if (idempotencyKey && hash && isUniqueViolation(error)) {
        const winner = await this.replay(user.id, idempotencyKey, hash);
        if (winner) return { order: winner, created: false };
      }
      throw error;
    }
    this.catalog.invalidate();
    this.mail.wake();
    countOrderPlaced(body.payment_method);
    return { order, created: true };
  }

  /**
   * Price → the order and its history → take stock with the items → claim the payment → the
   * customer's and the staff's mails → issue the GST invoice, all in one transaction, three
   * statements for the order itself whatever its size (docs/decisions/022-checkout-throughput.md).
   * The invoice goes last: it takes the series' next number under a row lock that every checkout
   * waits on, so that lock is held only for the commit. The customer's mail attaches the order's
   * invoice, which the worker renders when it sends (docs/decisions/019).
   */
  private async placeInTransaction(
    tx: Database,
    user: SessionUser,
    body: CreateOrderInput,
    context: PlaceOrderContext & { requestHash: string | null },
  ): Promise<Order> {
    const cart = await priceLines(tx, body.items);
    const gateway = body.payment_method === 'gateway';
    const razorpayOrderId = gateway ? body.razorpay_order_id?.trim() || null : null;
    if (gateway && !razorpayOrderId) throw paymentNotVerified();

    // The order goes in first: a same-key twin blocks here on the unique index until we finish.
    const placed = await insertNewOrder(
      tx,
      {
        userId: user.id,
        customerName: user.name,
        email: user.email,
        phone: user.phone,
        address: body.address,
        pincode: body.pincode,
        deliveryInstructions: body.delivery_instructions,
        totalPaise: cart.totalPaise,
        paymentMethod: body.payment_method,
        paymentStatus: gateway ? 'paid' : 'pending',
        razorpayOrderId,
        status: 'new',
        holdsStock: true,
        ipAddress: context.ip,
        idempotencyKey: context.idempotencyKey ?? null,
        requestHash: context.requestHash,
      },
      user.id,
    );
    const items = await takeStockAndAddItems(tx, placed.order, cart);
    let order = placed.order;

    if (razorpayOrderId) {
      const paymentId = await claimVerifiedPayment(tx, {
        gatewayOrderId: razorpayOrderId,
        userId: user.id,
        orderId: order.id,
        amountPaise: cart.totalPaise,
      });
      order = await attachPaymentReference(tx, order.id, paymentId);
    }
    const result = placedOrder(order, { items, history: placed.history }, cart);
    await this.mail.orderPlaced(tx, toOrderMailData(result), [
      { kind: 'invoice', orderId: order.id },
    ]);
    await this.invoices.issueInvoice(tx, invoiceSource(order, body.payment_method, cart));
    return result;
  }

  private async replay(userId: string, key: string, hash: string): Promise<Order | null> {
    const earlier = await findOrderByIdempotencyKey(this.db, userId, key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw idempotencyKeyReused();
    return readOrder(this.db, earlier.id);
  }
}
