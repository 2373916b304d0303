import { COLLECTED_AT_SHOWROOM, type Order, type StaffOrderInput, toPaise } from '@sheesham/shared';
import { inTransaction } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';
import { countOrderPlaced } from '../../lib/shop-events-metrics.ts';
import { rememberAddress } from '../../modules/addresses/index.ts';
import type { CatalogService } from '../../modules/catalog/index.ts';
import type { DeliveryService } from '../../modules/delivery/index.ts';
import type { DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import { findBuyer, findOrCreateWalkIn, type OrderBuyer } from '../../modules/identity/index.ts';
import type { ShopMail } from '../../modules/mail/index.ts';
import { cartLinesFromJson } from '../../modules/orders/index.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { OrderClaims } from '../order-claims/index.ts';
import { placeOnce, staffRequestHash } from './idempotency.ts';
import type { DiscountRequest } from './order-discount.ts';
import { phoneForOrder } from './order-phone.ts';
import { type PlacementDeps, placeInTransaction } from './place-order.ts';
import { slotChoiceFor } from './slot-choice.ts';

/**
 * Orders staff enter for showroom and phone customers (issue #15, docs/decisions/023). The same
 * placement as the storefront's checkout (prices from the database, stock in the transaction,
 * invoice, mails); what differs is who the buyer is (found or created here, in the transaction),
 * the channel, the admin recorded on the order, and payment at the counter.
 */
export class StaffCheckout {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
    private readonly deps: PlacementDeps & {
      mail: Pick<ShopMail, 'orderPlaced' | 'wake'>;
      slots: Pick<DeliverySlotService, 'requireChoice'>;
    },
    private readonly claims: Pick<OrderClaims, 'offerToAccountOf'>,
    private readonly delivery: Pick<DeliveryService, 'requireDeliverable'>,
    /** The owner's limit on a manual discount, % of the subtotal (STAFF_DISCOUNT_LIMIT_PERCENT). */
    private readonly discountLimitPercent: number,
  ) {}

  /** POST /admin/orders: `created` is false when an Idempotency-Key replay returns the earlier order. */
  async placeOrder(
    admin: SessionUser,
    body: StaffOrderInput,
    context: { ip: string; idempotencyKey?: string },
  ): Promise<{ order: Order; created: boolean }> {
    // Staff deliveries follow the zones too; a collection at the showroom pays no delivery.
    const quote =
      body.delivery.fulfilment === 'delivery'
        ? await this.delivery.requireDeliverable(body.delivery.pincode, {
            field: 'delivery.pincode',
          })
        : null;
    const { idempotencyKey } = context;
    const hash = staffRequestHash(body);
    const slot = await this.slotOf(body.delivery);
    const result = await placeOnce(
      this.db,
      { scope: { adminId: admin.id }, key: idempotencyKey, hash },
      () =>
        inTransaction(this.db, async (tx) => {
          const buyer = await this.buyerFor(tx, body.customer);
          const phone = phoneForOrder(body.phone, buyer.phone);
          const order = await placeInTransaction(tx, this.deps, {
            buyer: { ...buyer, phone },
            lines: cartLinesFromJson(body.items),
            delivery:
              body.delivery.fulfilment === 'delivery'
                ? {
                    fulfilment: 'delivery',
                    address: body.delivery.address,
                    pincode: body.delivery.pincode,
                    deliveryInstructions: body.delivery.delivery_instructions,
                    chargePaise: quote?.chargePaise ?? 0,
                    state: quote?.place.state ?? null,
                    slot,
                  }
                : {
                    fulfilment: 'collect',
                    address: COLLECTED_AT_SHOWROOM,
                    pincode: '',
                    deliveryInstructions: '',
                    chargePaise: 0,
                    state: null,
                    slot: null,
                  },
            payment: body.payment,
            channel: body.channel,
            staff: { id: admin.id, name: admin.name },
            discount: this.discountOf(body),
            ip: context.ip,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: idempotencyKey ? hash : null,
          });
          // A walk-in has no profile to keep addresses in: the next order offers this one.
          if (buyer.walkIn && body.delivery.fulfilment === 'delivery') {
            await rememberAddress(
              tx,
              buyer.id,
              {
                full_name: buyer.name,
                phone,
                address: body.delivery.address,
                pincode: body.delivery.pincode,
              },
              'delivery.pincode',
            );
          }
          return order;
        }),
    );
    if (result.created) {
      this.catalog.invalidate();
      this.deps.mail.wake();
      countOrderPlaced(body.payment.method);
    }
    return result;
  }

  /** A coupon's code, or the staff member's own amount within the owner's limit (decision 059). */
  private discountOf(body: StaffOrderInput): DiscountRequest | null {
    if (body.coupon_code) return { kind: 'coupon', code: body.coupon_code };
    if (!body.manual_discount) return null;
    return {
      kind: 'manual',
      amountPaise: toPaise(body.manual_discount.amount),
      reason: body.manual_discount.reason,
      limitPercent: this.discountLimitPercent,
    };
  }

  /**
   * A delivery's slot with its pincode's delivery days, read before the transaction; required
   * like the shopper's (decision 057). A collection has none.
   */
  private async slotOf(delivery: StaffOrderInput['delivery']) {
    if (delivery.fulfilment !== 'delivery') return null;
    return slotChoiceFor(this.deps.slots, delivery.delivery_slot, {
      pincode: delivery.pincode,
      pincodeField: 'delivery.pincode',
      field: 'delivery.delivery_slot',
    });
  }

  /**
   * The buyer by id, or the walk-in for this phone number (made once, however many requests race
   * to make it). A new walk-in whose e-mail an account already has: that account is mailed a
   * claim link; nothing is joined until its owner follows it.
   */
  private async buyerFor(tx: Database, customer: StaffOrderInput['customer']): Promise<OrderBuyer> {
    if ('user_id' in customer) return findBuyer(tx, customer.user_id);
    const { buyer, created } = await findOrCreateWalkIn(tx, {
      name: customer.walk_in.name,
      phone: customer.walk_in.phone,
      email: customer.walk_in.email ?? null,
    });
    if (created && buyer.contactEmail) await this.claims.offerToAccountOf(tx, buyer.contactEmail);
    return buyer;
  }
}
