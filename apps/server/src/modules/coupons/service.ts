import {
  type Coupon,
  type CouponInputParsed,
  type CouponList,
  type CouponOffer,
  type CouponQuote,
  type CouponQuoteInput,
  type DiscountTerms,
  fromPaise,
  type PricedDiscount,
  priceOrder,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import { productPricesOf } from '../catalog/index.ts';
import { cartLinesFromJson, priceLines } from '../orders/index.ts';
import { couponErrors } from './errors.ts';
import { termsOf, toApiCoupon, toCouponValues } from './mapper.ts';
import {
  archiveCoupon,
  type CouponRow,
  customerUses,
  findActivePublic,
  findLiveCoupon,
  insertCoupon,
  insertRedemption,
  listCoupons,
  releaseRedemption,
  takeCustomerUse,
  takeUse,
  updateCoupon,
} from './repository.ts';

export const COUPON_NOT_FOUND = 'Coupon not found';

/** A coupon an order may use now, read for pricing and redeemed in the order's transaction. */
export interface UsableCoupon {
  id: string;
  code: string;
  description: string;
  perCustomerLimit: number | null;
  terms: DiscountTerms;
}

function usable(row: CouponRow): UsableCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    perCustomerLimit: row.perCustomerLimit,
    terms: termsOf(row),
  };
}

/**
 * Coupons (issue #29 part 1, docs/decisions/059): the admin's coupons; checking a code for an
 * order or a quote; taking a use in the order's transaction (conditional updates, so a limit
 * holds under any concurrency) and giving it back once on cancel; the offers a product page shows.
 * The clock is the process's (`new Date()`), which the tests set.
 */
export class CouponService {
  constructor(private readonly db: Database) {}

  async list(): Promise<CouponList> {
    return { coupons: (await listCoupons(this.db)).map(toApiCoupon) };
  }

  async create(input: CouponInputParsed): Promise<Coupon> {
    await this.assertProductsExist(input.product_ids);
    return toApiCoupon(await uniqueCode(() => insertCoupon(this.db, toCouponValues(input))));
  }

  async update(id: string, input: CouponInputParsed): Promise<Coupon> {
    await this.assertProductsExist(input.product_ids);
    const row = isUuid(id)
      ? await uniqueCode(() => updateCoupon(this.db, id, toCouponValues(input)))
      : null;
    if (!row) throw notFound(COUPON_NOT_FOUND);
    return toApiCoupon(row);
  }

  /** A coupon limited to products names products the catalogue sells: 400 on `product_ids`. */
  private async assertProductsExist(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await productPricesOf(this.db, ids);
    if (found.length < ids.length) {
      throw badRequest('Unknown product', { product_ids: 'Unknown product' });
    }
  }

  async archive(id: string): Promise<Coupon> {
    const row = isUuid(id) ? await archiveCoupon(this.db, id) : null;
    if (!row) throw notFound(COUPON_NOT_FOUND);
    return toApiCoupon(row);
  }

  /**
   * The coupon for `code` if this customer may use it now: it exists and is not archived (404),
   * its window holds `now` (400), a use is left in its limit and in the customer's (409). Read
   * only: `redeem` takes the use. Pass the order's transaction to read inside it.
   */
  async usableFor(
    db: Database,
    code: string,
    customerId: string,
    now = new Date(),
  ): Promise<UsableCoupon> {
    const row = await findLiveCoupon(db, code.toUpperCase());
    if (!row) throw couponErrors.invalid();
    if (now < row.startsAt) throw couponErrors.notYetActive();
    if (now > row.endsAt) throw couponErrors.expired();
    if (row.usageLimit !== null && row.used >= row.usageLimit) throw couponErrors.usedUp();
    if (
      row.perCustomerLimit !== null &&
      (await customerUses(db, row.id, customerId)) >= row.perCustomerLimit
    ) {
      throw couponErrors.alreadyUsed();
    }
    return usable(row);
  }

  /** The priced discount took something off; otherwise the shopper's reason (400 on coupon_code). */
  assertApplies(coupon: UsableCoupon, discount: PricedDiscount | undefined): void {
    if (discount?.refusal === 'below_minimum') {
      throw couponErrors.belowMinimum(coupon.terms.minCartPaise ?? 0);
    }
    if (!discount || discount.refusal === 'no_eligible_lines') throw couponErrors.notEligible();
  }

  /**
   * Counts the order's use, in its transaction: the coupon's total (`used < usage_limit`) and the
   * customer's (`used < per_customer_limit`) by conditional updates, then the redemption row. A
   * limit reached since the coupon was read is a 409; the caller's transaction rolls back, so a
   * failed order leaves no use behind.
   */
  async redeem(
    tx: Database,
    coupon: UsableCoupon,
    use: { orderId: string; customerId: string; discountPaise: number },
  ): Promise<void> {
    if (!(await takeUse(tx, coupon.id))) throw couponErrors.usedUp();
    if (!(await takeCustomerUse(tx, coupon.id, use.customerId, coupon.perCustomerLimit))) {
      throw couponErrors.alreadyUsed();
    }
    await insertRedemption(tx, { couponId: coupon.id, ...use });
  }

  /** Gives a cancelled order's use back, once however often it is called. */
  release(tx: Database, orderId: string): Promise<boolean> {
    return releaseRedemption(tx, orderId);
  }

  /** POST /coupons/quote: what the code takes off these lines for this customer. */
  async quote(customerId: string, body: CouponQuoteInput, now = new Date()): Promise<CouponQuote> {
    const coupon = await this.usableFor(this.db, body.coupon_code, customerId, now);
    const cart = await priceLines(this.db, cartLinesFromJson(body.items), 0, coupon.terms);
    this.assertApplies(coupon, cart.discount);
    return {
      code: coupon.code,
      description: coupon.description,
      discount_amount: fromPaise(cart.discountPaise),
      subtotal: fromPaise(cart.subtotalPaise),
    };
  }

  /**
   * GET /coupons/offers?product_id=: the active public coupons that apply to one piece of the
   * product, the best (lowest price with it) first; a coupon whose minimum the piece alone does
   * not reach is listed last, without a price.
   */
  async offersFor(productId: string, now = new Date()): Promise<{ offers: CouponOffer[] }> {
    const [product] = await productPricesOf(this.db, [productId.toLowerCase()]);
    if (!product) throw notFound('Product not found');
    const piece = {
      productId: product.productId,
      quantity: 1,
      selectedSet: false,
      pricePaise: product.pricePaise,
      hasSetOption: false,
      category: product.category,
    };
    const offers = (await findActivePublic(this.db, now)).flatMap((row): CouponOffer[] => {
      const priced = priceOrder([piece], { discount: termsOf(row) });
      if (priced.discount?.refusal === 'no_eligible_lines') return [];
      const coupon = toApiCoupon(row);
      return [
        {
          code: coupon.code,
          description: coupon.description,
          type: coupon.type,
          value: coupon.value,
          max_discount: coupon.max_discount,
          min_cart_value: coupon.min_cart_value,
          ends_at: coupon.ends_at,
          price_with_offer:
            priced.discount?.refusal === 'below_minimum' ? null : fromPaise(priced.totalPaise),
        },
      ];
    });
    return { offers: offers.sort(bestFirst) };
  }
}

/** Lowest price with the offer first, those without a price last; then by code. */
function bestFirst(a: CouponOffer, b: CouponOffer): number {
  const price = (offer: CouponOffer) => offer.price_with_offer ?? Number.POSITIVE_INFINITY;
  return price(a) - price(b) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** A write whose code another coupon has: 409 with a field error on `code`. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw couponErrors.codeTaken();
    throw error;
  }
}
