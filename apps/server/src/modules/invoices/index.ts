/**
 * The invoices module's public face (docs/decisions/018-gst-invoices.md): GST tax invoices and
 * credit notes. The checkout flow issues an order's invoice as it places it
 * (`InvoiceService.issueInvoice`); refunds and cancellations issue credit notes
 * (`InvoiceService.issueCreditNote`); app.ts mounts the routes.
 */
export type { InvoiceSource, TaxDocument } from './facts.ts';
export { taxDocumentFilename } from './pdf-filename.ts';
export { renderTaxDocumentPdf } from './render-pdf.ts';
export { invoiceAdminRoutes, invoiceRoutes } from './routes.ts';
export { type CreditNoteRequest, InvoiceService } from './service.ts';
