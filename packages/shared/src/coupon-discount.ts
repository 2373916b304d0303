import { normalizeCategory } from './catalog.ts';
import { apportion } from './gst-tax.ts';

/**
 * What a coupon (or a staff member's manual discount) takes off an order (issue #29,
 * docs/decisions/059-coupons.md), written once: the server prices orders with it through
 * priceOrder's `discountPaise`, the web shows the same figure in the cart and at checkout. Only
 * the arithmetic lives here; whether a code may be used now (its dates, its uses) is the server's.
 */

/** The terms of a discount, amounts in integer paise. */
export interface DiscountTerms {
  type: 'percent' | 'flat';
  /** percent: whole percent (1–90); flat: paise. */
  value: number;
  /** A percent discount's cap in paise; null: none. */
  maxDiscountPaise: number | null;
  /** The cart subtotal (before delivery) a code needs; null: none. */
  minCartPaise: number | null;
  /** Catalogue categories whose lines the discount applies to; empty: every category. */
  categories: readonly string[];
  /** Products whose lines it applies to; empty: every product. With categories, either may match. */
  productIds: readonly string[];
}

/** One line as the discount sees it: its product, category and what it costs. */
export interface DiscountLine {
  productId: string;
  /** The product's category (any accepted spelling); unknown lines match only by product. */
  category?: string;
  lineTotalPaise: number;
}

/** Why a discount takes nothing off: the cart is below its minimum, or no line is eligible. */
export type DiscountRefusal = 'below_minimum' | 'no_eligible_lines';

export interface DiscountOutcome {
  discountPaise: number;
  /** The discount's share of each line, in the lines' order, summing to discountPaise. */
  lineDiscountsPaise: number[];
  /** The subtotal of the lines it applies to. */
  eligiblePaise: number;
  refusal: DiscountRefusal | null;
}

/** Whether a line is one the terms apply to (by category or by product; no limits: every line). */
export function isEligibleLine(terms: DiscountTerms, line: DiscountLine): boolean {
  if (terms.categories.length === 0 && terms.productIds.length === 0) return true;
  const category = line.category ? normalizeCategory(line.category) : null;
  const byCategory =
    category !== null && terms.categories.some((c) => normalizeCategory(c) === category);
  const id = line.productId.toLowerCase();
  return byCategory || terms.productIds.some((p) => p.toLowerCase() === id);
}

/** The discount before it meets the eligible subtotal: a percent (floored to the paisa, capped) or flat. */
function rawDiscount(terms: DiscountTerms, eligiblePaise: number): number {
  if (terms.type === 'flat') return terms.value;
  const percentOff = Math.floor((eligiblePaise * terms.value) / 100);
  return terms.maxDiscountPaise === null
    ? percentOff
    : Math.min(percentOff, terms.maxDiscountPaise);
}

/**
 * The discount on these lines: percent of the eligible lines (capped) or flat, never more than the
 * eligible subtotal, nothing when the whole cart is below the minimum. It is spread over the
 * eligible lines in proportion to their value (largest remainder, exact to the paisa), which is
 * how the invoice lowers each line's taxable value.
 */
export function applyDiscount(
  terms: DiscountTerms,
  lines: readonly DiscountLine[],
): DiscountOutcome {
  const eligible = lines.map((line) => (isEligibleLine(terms, line) ? line.lineTotalPaise : 0));
  const eligiblePaise = eligible.reduce((sum, paise) => sum + paise, 0);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const none = (refusal: DiscountRefusal): DiscountOutcome => ({
    discountPaise: 0,
    lineDiscountsPaise: lines.map(() => 0),
    eligiblePaise,
    refusal,
  });
  if (terms.minCartPaise !== null && subtotalPaise < terms.minCartPaise) {
    return none('below_minimum');
  }
  if (eligiblePaise === 0) return none('no_eligible_lines');
  const discountPaise = Math.max(0, Math.min(rawDiscount(terms, eligiblePaise), eligiblePaise));
  return {
    discountPaise,
    lineDiscountsPaise: apportion(discountPaise, eligible),
    eligiblePaise,
    refusal: null,
  };
}

/**
 * The most a staff member may take off an order by hand: `percent` (the owner's setting) of the
 * items' subtotal, floored to the paisa.
 */
export function manualDiscountLimitPaise(subtotalPaise: number, percent: number): number {
  return Math.floor((subtotalPaise * percent) / 100);
}

/** A staff member's manual discount as terms: a flat amount over every line, no minimum. */
export function manualDiscountTerms(amountPaise: number): DiscountTerms {
  return {
    type: 'flat',
    value: amountPaise,
    maxDiscountPaise: null,
    minCartPaise: null,
    categories: [],
    productIds: [],
  };
}
