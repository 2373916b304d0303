import type { GstState } from '@sheesham/shared/gst-states';
import type { TaxTotals } from '@sheesham/shared/gst-tax';

/**
 * What an invoice or credit note says, stored with it when it is issued (tax_documents.facts),
 * so that its PDF reads the same however products, prices or settings change later.
 */
export interface TaxDocumentFacts {
  seller: { legalName: string; address: string; gstin: string; state: GstState };
  buyer: { name: string; address: string; pincode: string; email: string; phone: string | null };
  /**
   * The delivery pincode's state from the kept dataset (decision 048); the seller's own state for
   * an order collected at the showroom, where the goods' movement ends.
   */
  placeOfSupply: GstState;
  /** Buyer and seller in one state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  orderNumber: number;
  paymentMethod: 'cod' | 'gateway' | 'showroom';
  lines: TaxDocumentLine[];
  totals: TaxTotals;
  /** The order's discount in all and its coupon, when it had one (decision 059). */
  discount?: { totalPaise: number; couponCode: string | null };
  /** A credit note's invoice. */
  against?: { number: string; issuedAt: string };
  reason?: string;
}

export interface TaxDocumentLine {
  description: string;
  /**
   * The discount taken off this line before tax (decision 059): inclusivePaise is the line's
   * price less it. Absent on lines without one, and on every line issued before coupons.
   */
  discountPaise?: number;
  hsn: string;
  /** Null on a credit note line that credits part of a line's value, not whole pieces. */
  quantity: number | null;
  rateBasisPoints: number;
  inclusivePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The order an invoice is issued for, as the checkout flow placed it. */
export interface InvoiceSource {
  orderId: string;
  orderNumber: number;
  paymentMethod: 'cod' | 'gateway' | 'showroom';
  buyer: TaxDocumentFacts['buyer'];
  /** The delivery pincode's state; null for an order collected at the showroom. */
  placeOfSupply: GstState | null;
  lines: {
    description: string;
    category: string;
    quantity: number;
    unitPricePaise: number;
    /** The order's discount apportioned to this line (decision 059); absent or 0 without one. */
    discountPaise?: number;
  }[];
  /** The delivery charge inside totalPaise (decision 049); 0 when free or collected. */
  deliveryPaise: number;
  /** What the buyer pays: the lines less their discounts, plus delivery. */
  totalPaise: number;
  /** The coupon that gave the discount, named on the invoice; null or absent without one. */
  couponCode?: string | null;
}

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** A stored invoice or credit note. */
export interface TaxDocument {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  orderId: string;
  issuedAt: Date;
  totalPaise: number;
  facts: TaxDocumentFacts;
  /**
   * Read with an invoice, never stored in it: the cash received on delivery since it was issued
   * ("₹48,999 in cash on 15 Jan 2026", issue #24), so the PDF says the invoice is paid.
   */
  paid?: string;
  /**
   * Read with an invoice, never stored in it: the booked delivery day and slot as they stand now
   * ("Sat, 5 Dec 2026 · Morning (9 AM – 1 PM)"), so a slot staff moved shows (decision 050).
   */
  deliverySlot?: string;
}

/**
 * A document as its issuing transaction sees it: its number comes as that transaction commits
 * (docs/decisions/030-invoice-numbered-at-commit.md), so read it back after the commit.
 */
export type IssuedTaxDocument = Omit<TaxDocument, 'number'>;
