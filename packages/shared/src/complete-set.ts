import { fromPaise, toPaise } from './money.ts';

/** What a Complete Set is made of, from the product or the cart line that holds its prices. */
export interface CompleteSetFields {
  price: number;
  set_price?: number | null;
  set_description?: string | null;
  set_items_price?: number | null;
}

/** A Complete Set put in words beside its price (issue #29, SPEC §2's set option). */
export interface CompleteSetTerms {
  setPrice: number;
  /** What the set costs over the piece alone, in rupees. */
  extra: number;
  /** "2 matching armchairs, 3+1+1", when the shop wrote it. */
  description: string | null;
  /**
   * The piece and the set's other items bought separately less the set price, in rupees; null
   * when the separate price is not set or the set saves nothing.
   */
  saving: number | null;
}

/**
 * The set's terms: its price, what it adds to the piece's and, where the added items' separate
 * price is set, what buying them as a set saves. Null without a set price. Money in paise.
 */
export function completeSetTerms(fields: CompleteSetFields): CompleteSetTerms | null {
  if (fields.set_price == null) return null;
  const pricePaise = toPaise(fields.price);
  const setPaise = toPaise(fields.set_price);
  const separatePaise =
    fields.set_items_price == null ? null : pricePaise + toPaise(fields.set_items_price);
  const savingPaise = separatePaise === null ? 0 : separatePaise - setPaise;
  return {
    setPrice: fields.set_price,
    extra: fromPaise(setPaise - pricePaise),
    description: fields.set_description?.trim() || null,
    saving: savingPaise > 0 ? fromPaise(savingPaise) : null,
  };
}
