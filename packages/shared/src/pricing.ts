import { applyDiscount, type DiscountRefusal, type DiscountTerms } from './coupon-discount.ts';
import { toPaise } from './money.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_RUPEES } from './order-limits.ts';

/**
 * How an order is priced (SPEC §2, §4 and §9), written once: the web's cart and checkout summary
 * and the server's orders and payments all call priceOrder, so they cannot disagree on a total.
 * Integer paise in, integer paise out. The unit prices come from the caller (the server reads
 * them from the database; the web shows what it loaded): this module applies the rules to them.
 */

/** One line to price: what the shopper chose, with its product's prices. */
export interface PricingLine {
  productId: string;
  quantity: number;
  /** The shopper chose the complete set (it may not be offered). */
  selectedSet: boolean;
  /** The product's regular unit price. */
  pricePaise: number;
  setPricePaise?: number | null;
  /** The product's has_set_option flag. */
  hasSetOption: boolean;
  /** The product's category: a coupon limited to categories needs it (decision 059). */
  category?: string;
}

/** One line of the order as charged. */
export interface PricedOrderLine {
  productId: string;
  /** After merging (see priceOrder): may exceed MAX_LINE_QUANTITY, see hasOversizedLine. */
  quantity: number;
  /** True only when the set price is charged: chosen, offered and set. */
  selectedSet: boolean;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** A coupon's or staff discount's outcome, present when priceOrder was given one (decision 059). */
export interface PricedDiscount {
  /** Why it took nothing off; null when it applies. */
  refusal: DiscountRefusal | null;
  /** Its share of each line (the lines' order), summing to discountPaise. */
  lineDiscountsPaise: number[];
}

/**
 * The money of one order, every amount in integer paise:
 * totalPaise = subtotalPaise − discountPaise + deliveryPaise.
 * The discount is a coupon's or a staff member's (coupon-discount.ts, decision 059), 0 without
 * one, and never more than the lines it applies to; the delivery charge is never discounted. The delivery charge is the pincode's zone's (the server's
 * delivery module decides it, decision 049; "collect" orders pay none), and every caller follows. Prices include all taxes
 * (SPEC §2), so a GST breakdown belongs here as a further field that splits totalPaise, not as
 * another addend.
 */
export interface OrderPricing {
  /** Merged lines, in the order each first appears. */
  lines: PricedOrderLine[];
  /** The sum of the line totals. */
  subtotalPaise: number;
  discountPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  /** Only when a discount was given: how it applied (decision 059). */
  discount?: PricedDiscount;
}

/** The business cap on one order's total (and its payment), in paise. */
export const MAX_ORDER_TOTAL_PAISE = toPaise(MAX_ORDER_TOTAL_RUPEES);

/** Whether the 'Complete Set Option' is offered: SPEC §2 needs the flag and a set price. */
export function hasSetOption(product: {
  has_set_option: boolean;
  set_price?: number | null;
}): boolean {
  return product.has_set_option && product.set_price != null;
}

/** SPEC §2 and §9: the set price is charged only when chosen and the product offers a set price. */
export function chargesSetPrice(
  line: Pick<PricingLine, 'selectedSet' | 'hasSetOption' | 'setPricePaise'>,
): boolean {
  return line.selectedSet && line.hasSetOption && line.setPricePaise != null;
}

/** The unit price a line is charged. */
export function unitPricePaise(
  line: Pick<PricingLine, 'selectedSet' | 'hasSetOption' | 'setPricePaise' | 'pricePaise'>,
): number {
  return chargesSetPrice(line) ? (line.setPricePaise ?? line.pricePaise) : line.pricePaise;
}

/** SPEC §4: the same product with the same charged set choice is one line. */
function mergeLines(lines: readonly PricingLine[]): PricedOrderLine[] {
  const merged = new Map<string, PricedOrderLine>();
  for (const line of lines) {
    const selectedSet = chargesSetPrice(line);
    const key = `${line.productId}|${selectedSet}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else {
      const unit = unitPricePaise(line);
      merged.set(key, {
        productId: line.productId,
        quantity: line.quantity,
        selectedSet,
        unitPricePaise: unit,
        lineTotalPaise: 0,
      });
    }
  }
  return [...merged.values()].map((line) => ({
    ...line,
    lineTotalPaise: line.unitPricePaise * line.quantity,
  }));
}

/** A merged line's category: its product's, from the lines it was merged from. */
function categoryOf(lines: readonly PricingLine[], productId: string): string | undefined {
  return lines.find((line) => line.productId === productId)?.category;
}

/**
 * Prices an order: the set-price rule, the line merge and the sums, the discount's terms applied
 * to the merged lines, plus the delivery charge the caller was quoted (integer paise; the
 * server's, never the client's). It never throws; the limits
 * are checked on its result (hasOversizedLine, isOrderTooLarge) so each caller words its error.
 */
export function priceOrder(
  lines: readonly PricingLine[],
  charges: { deliveryPaise?: number; discount?: DiscountTerms | null } = {},
): OrderPricing {
  const merged = mergeLines(lines);
  const subtotalPaise = merged.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const deliveryPaise = charges.deliveryPaise ?? 0;
  const outcome = charges.discount
    ? applyDiscount(
        charges.discount,
        merged.map((line) => ({ ...line, category: categoryOf(lines, line.productId) })),
      )
    : null;
  const discountPaise = outcome?.discountPaise ?? 0;
  return {
    lines: merged,
    subtotalPaise,
    discountPaise,
    deliveryPaise,
    totalPaise: subtotalPaise - discountPaise + deliveryPaise,
    ...(outcome
      ? { discount: { refusal: outcome.refusal, lineDiscountsPaise: outcome.lineDiscountsPaise } }
      : {}),
  };
}

/** A merged line above MAX_LINE_QUANTITY (two lines of 60 are one of 120). */
export function hasOversizedLine(pricing: Pick<OrderPricing, 'lines'>): boolean {
  return pricing.lines.some((line) => line.quantity > MAX_LINE_QUANTITY);
}

/** A total above MAX_ORDER_TOTAL_RUPEES: refused with 400 `order_too_large`. */
export function isOrderTooLarge(pricing: Pick<OrderPricing, 'totalPaise'>): boolean {
  return pricing.totalPaise > MAX_ORDER_TOTAL_PAISE;
}
