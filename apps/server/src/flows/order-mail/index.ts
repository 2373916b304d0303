/**
 * The order mails flow: maps orders to the mail module's data, for checkout (placed/paid), as the
 * orders module's status listener (shipped, delivered, cancelled), and the invoice attachment. A
 * flow, so neither orders nor mail imports the other.
 */
export { invoiceAttachment } from './invoice-attachment.ts';
export { toOrderMailData } from './order-mail-data.ts';
export { orderMailSource } from './order-mail-source.ts';
export { orderStatusMails } from './status-mails.ts';
