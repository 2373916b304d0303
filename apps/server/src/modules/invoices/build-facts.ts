import { normalizeCategory } from '@sheesham/shared';
import { apportion, sumTaxes, taxLine } from '@sheesham/shared/gst-tax';
import type { InvoiceSettings } from '../../invoice-config.ts';
import type { InvoiceSource, TaxDocument, TaxDocumentFacts, TaxDocumentLine } from './facts.ts';

/** An invoice's facts: tax worked back per line from what was charged (packages/shared/gst-tax). */
export function invoiceFacts(settings: InvoiceSettings, source: InvoiceSource): TaxDocumentFacts {
  const { seller } = settings;
  // Never a guess: the checkout flow looked the pincode up, and only a collection has none.
  const placeOfSupply = source.placeOfSupply ?? seller.state;
  const intraState = placeOfSupply.code === seller.state.code;
  const lines: TaxDocumentLine[] = source.lines.map((line) => {
    // Products are stored with a normalized category; 'storage' (9403, other furniture) is the
    // general heading should an unknown one ever reach an invoice.
    const category = normalizeCategory(line.category) ?? 'storage';
    const { hsn, rateBasisPoints } = settings.categoryTax[category];
    const taxed = taxLine(line.unitPricePaise * line.quantity, rateBasisPoints, intraState);
    return { description: line.description, hsn, quantity: line.quantity, ...taxed };
  });
  const totals = sumTaxes(lines);
  // Discounts and delivery charges would need their own lines: refuse rather than misstate.
  if (totals.inclusivePaise !== source.totalPaise) {
    throw new Error(
      `Order ${source.orderNumber}: lines sum to ${totals.inclusivePaise}, total ${source.totalPaise}`,
    );
  }
  return {
    seller,
    buyer: source.buyer,
    placeOfSupply,
    intraState,
    orderNumber: source.orderNumber,
    paymentMethod: source.paymentMethod,
    lines,
    totals,
  };
}

/**
 * A credit note's facts for `amountPaise` of an invoice: the amount is spread over the invoice's
 * lines in proportion to their value (exact paise), and each share is taxed back the same way at
 * its line's rate. A whole line keeps its quantity.
 */
export function creditNoteFacts(
  invoice: TaxDocument,
  amountPaise: number,
  reason: string,
): TaxDocumentFacts {
  const { facts } = invoice;
  const shares = apportion(
    amountPaise,
    facts.lines.map((l) => l.inclusivePaise),
  );
  const lines = facts.lines.flatMap((line, index): TaxDocumentLine[] => {
    const share = shares[index] ?? 0;
    if (share === 0) return [];
    const taxed = taxLine(share, line.rateBasisPoints, facts.intraState);
    const whole = share === line.inclusivePaise;
    return [
      {
        description: line.description,
        hsn: line.hsn,
        quantity: whole ? line.quantity : null,
        ...taxed,
      },
    ];
  });
  return {
    ...facts,
    lines,
    totals: sumTaxes(lines),
    against: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason,
  };
}
