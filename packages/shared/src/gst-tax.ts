/**
 * GST worked back from tax-inclusive prices (SPEC §2: prices include all taxes), in integer paise,
 * so that every figure on an invoice or credit note adds up exactly:
 * - per line, taxable = round(inclusive × 100 / (100 + rate)), half up, and tax = inclusive −
 *   taxable, so each line's taxable value and tax sum to what the shopper paid for it;
 * - within the state the tax is split into equal CGST and SGST: an odd paisa of tax cannot be
 *   halved, so it moves into the taxable value, and the line still adds up to its price; across
 *   states it is all IGST;
 * - totals are the sums of the lines, so they add up to the order total.
 * Rates are in basis points (1800 = 18 %) so that 0.25 % or 2.5 % need no floating point.
 */

export interface TaxedLine {
  /** What was charged for the line, tax included. */
  inclusivePaise: number;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  inclusivePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

function assertPaise(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole paise ≥ 0`);
}

/** The taxable value inside a tax-inclusive amount, rounded half up to the paisa. */
export function taxableFromInclusive(inclusivePaise: number, rateBasisPoints: number): number {
  assertPaise(inclusivePaise, 'The amount');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError('The rate must be whole basis points between 0 and 10000');
  }
  const divisor = 10_000 + rateBasisPoints;
  // round(a × 10000 / d) half up, in integers: floor((2 × a × 10000 + d) / 2d).
  return Math.floor((2 * inclusivePaise * 10_000 + divisor) / (2 * divisor));
}

/** One line's taxable value and tax, split for an intra-state or an inter-state supply. */
export function taxLine(
  inclusivePaise: number,
  rateBasisPoints: number,
  intraState: boolean,
): TaxedLine {
  const rounded = taxableFromInclusive(inclusivePaise, rateBasisPoints);
  if (!intraState) {
    const igstPaise = inclusivePaise - rounded;
    return {
      inclusivePaise,
      rateBasisPoints,
      taxablePaise: rounded,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise,
    };
  }
  // CGST and SGST are levied at the same rate, so they must be equal on the line.
  const oddPaisa = (inclusivePaise - rounded) % 2;
  const taxablePaise = rounded + oddPaisa;
  const halfPaise = (inclusivePaise - taxablePaise) / 2;
  return {
    inclusivePaise,
    rateBasisPoints,
    taxablePaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

export function sumTaxes(lines: readonly TaxedLine[]): TaxTotals {
  const totals: TaxTotals = {
    inclusivePaise: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  };
  for (const line of lines) {
    totals.inclusivePaise += line.inclusivePaise;
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
  }
  return totals;
}

/**
 * Splits `amountPaise` over the weights in proportion, in whole paise that sum exactly to it
 * (largest remainder; ties go to the earlier weight). A credit note for part of an invoice
 * spreads its amount over the invoice's lines this way. The amount may not exceed the weights'
 * sum, so no share exceeds its weight.
 */
export function apportion(amountPaise: number, weights: readonly number[]): number[] {
  assertPaise(amountPaise, 'The amount');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amountPaise > total) throw new RangeError('The amount exceeds what it is spread over');
  if (amountPaise === 0 || total === 0) return weights.map(() => 0);
  // BigInt: amount × weight can pass 2^53 for large orders.
  const shares = weights.map((w) => {
    const exact = BigInt(amountPaise) * BigInt(w);
    return { floor: Number(exact / BigInt(total)), remainder: exact % BigInt(total) };
  });
  let left = amountPaise - shares.reduce((sum, s) => sum + s.floor, 0);
  const byRemainder = shares
    .map((s, index) => ({ index, remainder: s.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = shares.map((s) => s.floor);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
