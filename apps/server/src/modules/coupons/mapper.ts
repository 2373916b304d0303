import {
  type Coupon,
  type CouponInputParsed,
  type DiscountTerms,
  fromPaise,
  toPaise,
} from '@sheesham/shared';
import type { CouponRow, CouponValues } from './repository.ts';

/** The admin's input (rupees, instants) → the row's values (paise). */
export function toCouponValues(input: CouponInputParsed): CouponValues {
  return {
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.type === 'flat' ? toPaise(input.value) : input.value,
    maxDiscountPaise: input.max_discount === null ? null : toPaise(input.max_discount),
    minCartPaise: input.min_cart_value === null ? null : toPaise(input.min_cart_value),
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    categories: input.categories,
    productIds: input.product_ids,
    public: input.public,
  };
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/** A row → the coupon as the admin reads it. */
export function toApiCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type as Coupon['type'],
    value: row.type === 'flat' ? fromPaise(row.value) : row.value,
    max_discount: rupeesOrNull(row.maxDiscountPaise),
    min_cart_value: rupeesOrNull(row.minCartPaise),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    categories: row.categories,
    product_ids: row.productIds,
    public: row.public,
    archived: row.archivedAt !== null,
    uses: row.used,
    created_at: row.createdAt.toISOString(),
  };
}

/** A row's discount terms, for the shared arithmetic (coupon-discount.ts). */
export function termsOf(row: CouponRow): DiscountTerms {
  return {
    // The table's check allows only these two.
    type: row.type as DiscountTerms['type'],
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minCartPaise: row.minCartPaise,
    categories: row.categories,
    productIds: row.productIds,
  };
}
