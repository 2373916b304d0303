import { CATEGORIES, type Coupon, type CouponInput, couponInputSchema } from '@sheesham/shared';

/**
 * The coupon form's fields as typed (strings, a checkbox list), and their conversions to and from
 * the API's CouponInput. Times are typed on India's clock (a datetime-local field has no zone), so
 * the shop's validity window reads the same on any device.
 */
export interface CouponFormValues {
  code: string;
  description: string;
  type: 'percent' | 'flat';
  value: string;
  max_discount: string;
  min_cart_value: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  /** Empty: every category. */
  categories: string[];
  /** Products it also applies to (either may match); empty with no categories: every line. */
  product_ids: string[];
  public: boolean;
}

export type CouponField = keyof CouponFormValues;
export type CouponFormErrors = Partial<Record<CouponField, string>>;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as India's wall clock for a datetime-local field: "2026-11-29T18:30". */
export function toIstLocal(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read on India's clock, as an ISO instant; null when not a time. */
export function fromIstLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const time = Date.parse(`${local}:00+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A new coupon: from now until the end of the day 30 days on, percent, public, every category. */
export function emptyCouponValues(now: Date): CouponFormValues {
  const start = toIstLocal(now.toISOString());
  const end = `${toIstLocal(new Date(now.getTime() + 30 * DAY_MS).toISOString()).slice(0, 10)}T23:59`;
  return {
    code: '',
    description: '',
    type: 'percent',
    value: '',
    max_discount: '',
    min_cart_value: '',
    starts_at: start,
    ends_at: end,
    usage_limit: '',
    per_customer_limit: '',
    categories: [],
    product_ids: [],
    public: true,
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function couponValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: String(coupon.value),
    max_discount: text(coupon.max_discount),
    min_cart_value: text(coupon.min_cart_value),
    starts_at: toIstLocal(coupon.starts_at),
    ends_at: toIstLocal(coupon.ends_at),
    usage_limit: text(coupon.usage_limit),
    per_customer_limit: text(coupon.per_customer_limit),
    categories: coupon.categories,
    product_ids: coupon.product_ids,
    public: coupon.public,
  };
}

/** The catalogue's category names, the values a coupon's categories take. */
export const COUPON_CATEGORIES = CATEGORIES;

/** A typed amount or count as a number; NaN when it is not one (the schema says why). */
function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value.trim());
}

/** An optional field: null when left empty. */
function optionalNumber(value: string): number | null {
  return value.trim() === '' ? null : numberOf(value);
}

/** The form as the body POST/PUT /admin/coupons takes; not yet checked. */
export function couponInputOf(values: CouponFormValues): CouponInput {
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    type: values.type,
    value: numberOf(values.value),
    max_discount: values.type === 'percent' ? optionalNumber(values.max_discount) : null,
    min_cart_value: optionalNumber(values.min_cart_value),
    // An unreadable time goes as typed: the schema refuses it with its own words.
    starts_at: fromIstLocal(values.starts_at) ?? values.starts_at,
    ends_at: fromIstLocal(values.ends_at) ?? values.ends_at,
    usage_limit: optionalNumber(values.usage_limit),
    per_customer_limit: optionalNumber(values.per_customer_limit),
    categories: values.categories,
    product_ids: values.product_ids,
    public: values.public,
  };
}

const FIELDS = new Set<string>(Object.keys(emptyCouponValues(new Date(0))));

/**
 * The form as a CouponInput, checked with the server's own schema (couponInputSchema), or the
 * first error of each field. The server checks it again, and the code's uniqueness.
 */
export function toCouponInput(
  values: CouponFormValues,
): { input: CouponInput; errors?: undefined } | { input?: undefined; errors: CouponFormErrors } {
  const input = couponInputOf(values);
  const parsed = couponInputSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: CouponFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = (FIELDS.has(field) ? field : 'code') as CouponField;
    errors[key] ??= issue.message;
  }
  return { errors };
}
