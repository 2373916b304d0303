import { cashPaidLine, deliverySlotText, fromPaise } from '@sheesham/shared';
import { financialYear } from '@sheesham/shared/financial-year';
import type { Database } from '../../db/types.ts';
import type { InvoiceSettings } from '../../invoice-config.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findCashReceipt } from '../cash-receipts/index.ts';
import { bookedSlotOf } from '../delivery-slots/index.ts';
import { creditNoteFacts, invoiceFacts } from './build-facts.ts';
import type {
  InvoiceSource,
  IssuedTaxDocument,
  TaxDocument,
  TaxDocumentFacts,
  TaxDocumentKind,
} from './facts.ts';
import {
  creditedPaise,
  findDocument,
  findOrderDocuments,
  insertUnnumbered,
  lockInvoiceOfOrder,
} from './repository.ts';

export interface CreditNoteRequest {
  orderId: string;
  /** Tax-inclusive amount credited, in paise: all or part of what the invoice has left. */
  amountPaise: number;
  reason: string;
  /** The refund this credit note records; one credit note per refund. */
  refundId?: string;
}

export const INVOICE_NOT_FOUND = 'Invoice not found';

/**
 * GST invoices and credit notes (docs/decisions/018-gst-invoices.md). Issuing runs inside the
 * caller's transaction; the document gets its number as that transaction commits (decision 030),
 * so callers read the number back after the commit.
 */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly settings: InvoiceSettings,
  ) {}

  /** The tax invoice of a just-placed order (checkout calls this as it places the order). */
  issueInvoice(tx: Database, source: InvoiceSource): Promise<IssuedTaxDocument> {
    return this.insert(tx, 'invoice', invoiceFacts(this.settings, source), {
      orderId: source.orderId,
      invoiceId: null,
      refundId: null,
      reason: null,
    });
  }

  /**
   * A credit note against the order's invoice, for `amountPaise` of it (a refund, or the rest of
   * the invoice when a COD order is cancelled). Null when the order has no invoice (placed before
   * invoices existed). 409 when it would credit more than the invoice has left.
   */
  async issueCreditNote(
    tx: Database,
    request: CreditNoteRequest,
  ): Promise<IssuedTaxDocument | null> {
    const invoice = await lockInvoiceOfOrder(tx, request.orderId);
    if (!invoice) return null;
    const left = invoice.totalPaise - (await creditedPaise(tx, invoice.id));
    if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
      throw new RangeError('A credit note is for a positive number of paise');
    }
    if (request.amountPaise > left) {
      throw conflict(
        `Only ₹${(left / 100).toFixed(2)} of invoice ${invoice.number} is left to credit.`,
        'credit_exceeds_invoice',
      );
    }
    const facts = creditNoteFacts(invoice, request.amountPaise, request.reason);
    return this.insert(tx, 'credit_note', facts, {
      orderId: request.orderId,
      invoiceId: invoice.id,
      refundId: request.refundId ?? null,
      reason: request.reason,
    });
  }

  /**
   * The order's invoice's payment method and what it has not yet credited, in paise, its row
   * locked until the transaction ends; null without an invoice.
   */
  async invoiceBalance(
    tx: Database,
    orderId: string,
  ): Promise<{ paymentMethod: 'cod' | 'gateway' | 'showroom'; uncreditedPaise: number } | null> {
    const invoice = await lockInvoiceOfOrder(tx, orderId);
    if (!invoice) return null;
    return {
      paymentMethod: invoice.facts.paymentMethod,
      uncreditedPaise: invoice.totalPaise - (await creditedPaise(tx, invoice.id)),
    };
  }

  /** The order's invoice and credit notes (the caller has checked who may see the order). */
  documentsOf(orderId: string): Promise<TaxDocument[]> {
    return findOrderDocuments(this.db, orderId);
  }

  /** One of the order's documents: its invoice, or the credit note with this id; else 404. */
  async documentOf(
    orderId: string,
    which: 'invoice' | { creditNoteId: string },
  ): Promise<TaxDocument> {
    if (which === 'invoice') {
      const invoice = (await this.documentsOf(orderId)).find((d) => d.kind === 'invoice');
      if (!invoice) throw notFound(INVOICE_NOT_FOUND);
      return this.withDeliverySlot(await this.withCashPaid(invoice));
    }
    const note = isUuid(which.creditNoteId)
      ? await findDocument(this.db, which.creditNoteId)
      : null;
    if (note?.kind !== 'credit_note' || note.orderId !== orderId) {
      throw notFound('Credit note not found');
    }
    return note;
  }

  /** An invoice names the delivery day and slot booked for its order, as they are now. */
  private async withDeliverySlot(invoice: TaxDocument): Promise<TaxDocument> {
    const slot = await bookedSlotOf(this.db, invoice.orderId);
    return slot ? { ...invoice, deliverySlot: deliverySlotText(slot, true) } : invoice;
  }

  /** A cash-on-delivery invoice says it is paid once staff recorded the cash (issue #24). */
  private async withCashPaid(invoice: TaxDocument): Promise<TaxDocument> {
    if (invoice.facts.paymentMethod !== 'cod') return invoice;
    const receipt = await findCashReceipt(this.db, invoice.orderId);
    if (!receipt) return invoice;
    return {
      ...invoice,
      paid: cashPaidLine({
        amount: fromPaise(receipt.amountPaise),
        received_on: receipt.receivedOn,
      }),
    };
  }

  private insert(
    tx: Database,
    kind: TaxDocumentKind,
    facts: TaxDocumentFacts,
    links: {
      orderId: string;
      invoiceId: string | null;
      refundId: string | null;
      reason: string | null;
    },
  ): Promise<IssuedTaxDocument> {
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    return insertUnnumbered(tx, {
      kind,
      financialYear: year.label,
      shortYear: year.short,
      prefix: kind === 'invoice' ? this.settings.invoicePrefix : this.settings.creditNotePrefix,
      issuedAt,
      facts,
      ...links,
    });
  }
}
