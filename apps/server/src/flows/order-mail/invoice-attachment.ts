import {
  type InvoiceService,
  renderTaxDocumentPdf,
  taxDocumentFilename,
} from '../../modules/invoices/index.ts';
import type { AttachmentResolver } from '../../modules/mail/index.ts';

/**
 * The order mail's `{kind: 'invoice', orderId}` attachment: the order's GST invoice as a PDF,
 * rendered when the worker sends (the invoice is issued in the same transaction as the mail row).
 */
export function invoiceAttachment(
  invoices: Pick<InvoiceService, 'documentOf'>,
): AttachmentResolver {
  return async (ref) => {
    const invoice = await invoices.documentOf(String(ref.orderId), 'invoice');
    return {
      filename: taxDocumentFilename(invoice),
      content: await renderTaxDocumentPdf(invoice),
      contentType: 'application/pdf',
    };
  };
}
