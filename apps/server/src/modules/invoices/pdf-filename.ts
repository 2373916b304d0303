import type { TaxDocument } from './facts.ts';

/** "invoice-SH-26-27-000123.pdf": the download's and the mail attachment's name. */
export const taxDocumentFilename = (document: TaxDocument) =>
  `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number.replaceAll('/', '-')}.pdf`;
