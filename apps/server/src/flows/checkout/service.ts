import type {
  CreateOrderInput,
  createPaymentOrderBodySchema,
  Order,
  PaymentOrderResponse,
} from '@sheesham/shared';
import { toPaise } from '@sheesham/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { countOrderPlaced } from '../../lib/shop-events-metrics.ts';
import type { CatalogService } from '../../modules/catalog/index.ts';
import type { CouponService } from '../../modules/coupons/index.ts';
import type { DeliveryService } from '../../modules/delivery/index.ts';
import type { DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import { updateProfile } from '../../modules/identity/index.ts';
import { assertInStock } from '../../modules/inventory/index.ts';
import type { InvoiceService } from '../../modules/invoices/index.ts';
import type { ShopMail } from '../../modules/mail/index.ts';
import { cartLinesFromJson, priceLines } from '../../modules/orders/index.ts';
import type { PaymentService } from '../../modules/payments/index.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { placeOnce, requestHash } from './idempotency.ts';
import { assertDiscountAllowed, type DiscountRequest, resolveDiscount } from './order-discount.ts';
import { phoneForOrder } from './order-phone.ts';
import { placeInTransaction } from './place-order.ts';
import { slotChoiceFor } from './slot-choice.ts';

/** A shopper's coupon code as the placement's discount request. */
const couponRequest = (code: string | null | undefined): DiscountRequest | null =>
  code ? { kind: 'coupon', code } : null;

export const CART_CHANGED = 'Your cart changed. Please review the new total and try again.';

/** A shopper's body keeps the pincode and the slot at its top level. */
const SHOPPER_SLOT_FIELDS = (body: { pincode: string }) => ({
  pincode: body.pincode,
  pincodeField: 'pincode',
  field: 'delivery_slot',
});

export interface PlaceOrderContext {
  ip: string;
  idempotencyKey?: string;
}

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
    readonly invoices: Pick<InvoiceService, 'issueInvoice'>,
    readonly mail: Pick<ShopMail, 'orderPlaced' | 'wake'>,
    private readonly delivery: Pick<DeliveryService, 'requireDeliverable'>,
    readonly slots: Pick<
      DeliverySlotService,
      'book' | 'assertBookable' | 'promiseFor' | 'requireChoice'
    >,
    readonly coupons: Pick<CouponService, 'usableFor' | 'assertApplies' | 'redeem'>,
  ) {}

  /**
   * POST /payment/order: prices the cart and opens a gateway order for that amount. The client's
   * amount is only compared: when it differs, the shopper saw a stale total and nothing is created.
   * Nor is anything created when the stock is already short, the delivery slot missing (decision
   * 057) or the picked one full, or the coupon not one this shopper may use: no one is asked to
   * pay for it.
   */
  async openPayment(
    user: SessionUser,
    body: z.output<typeof createPaymentOrderBodySchema>,
  ): Promise<PaymentOrderResponse> {
    // The charge is the pincode's zone's: the amount the shopper saw must include it.
    const quote = await this.delivery.requireDeliverable(body.pincode);
    phoneForOrder(body.phone, user.phone);
    // A coupon is checked and priced as the order will be; its use is counted when the order is
    // placed with the same code (decision 059).
    const asked = couponRequest(body.coupon_code);
    const discount = await resolveDiscount(this.db, this.coupons, asked, user.id);
    const priced = await priceLines(
      this.db,
      cartLinesFromJson(body.items),
      quote.chargePaise,
      discount.terms,
    );
    assertDiscountAllowed(this.coupons, asked, discount, priced);
    if (toPaise(body.amount) !== priced.totalPaise) throw conflict(CART_CHANGED, 'cart_changed');
    await assertInStock(this.db, priced.lines);
    const slot = await slotChoiceFor(this.slots, body.delivery_slot, SHOPPER_SLOT_FIELDS(body));
    if (slot) await this.slots.assertBookable(slot.choice, slot);
    return this.payments.openPayment(user.id, priced, body.receipt);
  }

  /** POST /orders: `created` is false when an Idempotency-Key replay returns the earlier order. */
  async placeOrder(
    user: SessionUser,
    body: CreateOrderInput,
    context: PlaceOrderContext,
  ): Promise<{ order: Order; created: boolean }> {
    const quote = await this.delivery.requireDeliverable(body.pincode);
    const { idempotencyKey } = context;
    const phone = phoneForOrder(body.phone, user.phone);
    const hash = requestHash(body);
    // The delivery days are read before the transaction opens (decision 050).
    const slot = await slotChoiceFor(this.slots, body.delivery_slot, SHOPPER_SLOT_FIELDS(body));
    const result = await placeOnce(
      this.db,
      { scope: { userId: user.id }, key: idempotencyKey, hash },
      () =>
        inTransaction(this.db, async (tx) => {
          // A number given at checkout becomes the account's, with the order that uses it.
          if (phone !== user.phone) await updateProfile(tx, user.id, { phone });
          return placeInTransaction(tx, this, {
            buyer: { ...user, phone },
            lines: cartLinesFromJson(body.items),
            delivery: {
              fulfilment: 'delivery',
              address: body.address,
              pincode: body.pincode,
              deliveryInstructions: body.delivery_instructions,
              chargePaise: quote.chargePaise,
              state: quote.place.state,
              slot,
            },
            payment:
              body.payment_method === 'gateway'
                ? { method: 'gateway', razorpayOrderId: body.razorpay_order_id ?? null }
                : { method: 'cod' },
            channel: 'online',
            staff: null,
            discount: couponRequest(body.coupon_code),
            ip: context.ip,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: idempotencyKey ? hash : null,
          });
        }),
    );
    if (result.created) {
      this.catalog.invalidate();
      this.mail.wake();
      countOrderPlaced(body.payment_method);
    }
    return result;
  }
}
