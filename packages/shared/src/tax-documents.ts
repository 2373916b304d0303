import { z } from 'zod';

/**
 * An order's GST invoice or credit note as the order pages list it
 * (GET …/orders/:id/tax-documents); the PDF is at `pdf_path` under /api.
 */
export const taxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_at: z.string(),
  /** Rupees, tax included. */
  total: z.number(),
  /** The PDF, relative to /api: orders/…/invoice.pdf or orders/…/credit-notes/….pdf. */
  pdf_path: z.string(),
});

export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;
