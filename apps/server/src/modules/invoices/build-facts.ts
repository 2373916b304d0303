import { normalizeCategory } from '@sheesham/shared';
import { apportion, sumTaxes, taxLine } from '@sheesham/shared/gst-tax';
import type { InvoiceSettings } from '../../invoice-config.ts';
import type { InvoiceSource, TaxDocument, TaxDocumentFacts, TaxDocumentLine } from './facts.ts';

/** What the delivery line is called on the invoice and its credit notes. */
export const DELIVERY_LINE = 'Delivery charge';

/**
 * The delivery charge as its own line (decision 049). Delivering the goods the shop sells is a
 * composite supply whose principal supply is the goods (CGST Act s. 2(30), s. 8(a)), and the
 * charge is part of their value (s. 15(2)(c)): it is taxed at the principal supply's rate under
 * its HSN. When an order mixes rates, the principal supply is its line of highest value.
 */
function deliveryLine(
  goods: readonly TaxDocumentLine[],
  deliveryPaise: number,
  intraState: boolean,
): TaxDocumentLine[] {
  if (deliveryPaise <= 0) return [];
  const principal = goods.reduce<TaxDocumentLine | undefined>(
    (best, line) => (best && best.inclusivePaise >= line.inclusivePaise ? best : line),
    undefined,
  );
  if (!principal) throw new Error('A delivery charge without goods cannot be invoiced');
  return [
    {
      description: DELIVERY_LINE,
      hsn: principal.hsn,
      quantity: null,
      ...taxLine(deliveryPaise, principal.rateBasisPoints, intraState),
    },
  ];
}

/** An invoice's facts: tax worked back per line from what was charged (packages/shared/gst-tax). */
export function invoiceFacts(settings: InvoiceSettings, source: InvoiceSource): TaxDocumentFacts {
  const { seller } = settings;
  // Never a guess: the checkout flow looked the pincode up, and only a collection has none.
  const placeOfSupply = source.placeOfSupply ?? seller.state;
  const intraState = placeOfSupply.code === seller.state.code;
  const goods: TaxDocumentLine[] = source.lines.map((line) => {
    // Products are stored with a normalized category; 'storage' (9403, other furniture) is the
    // general heading should an unknown one ever reach an invoice.
    const category = normalizeCategory(line.category) ?? 'storage';
    const { hsn, rateBasisPoints } = settings.categoryTax[category];
    // A discount given at the sale lowers the line's value before tax (CGST Act s. 15(3)(a)):
    // the checkout apportioned it over the eligible lines, exact to the paisa (decision 059).
    const discountPaise = line.discountPaise ?? 0;
    const taxed = taxLine(
      line.unitPricePaise * line.quantity - discountPaise,
      rateBasisPoints,
      intraState,
    );
    return {
      description: line.description,
      hsn,
      quantity: line.quantity,
      ...(discountPaise > 0 ? { discountPaise } : {}),
      ...taxed,
    };
  });
  const lines = [...goods, ...deliveryLine(goods, source.deliveryPaise, intraState)];
  const totals = sumTaxes(lines);
  const discountPaise = source.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);
  return {
    seller,
    buyer: source.buyer,
    placeOfSupply,
    intraState,
    orderNumber: source.orderNumber,
    paymentMethod: source.paymentMethod,
    lines,
    totals,
    ...(discountPaise > 0
      ? { discount: { totalPaise: discountPaise, couponCode: source.couponCode ?? null } }
      : {}),
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
    // Its lines are already what was paid; the invoice's discount note is the invoice's own.
    discount: undefined,
    against: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason,
  };
}
