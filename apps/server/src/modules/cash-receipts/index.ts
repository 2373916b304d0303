/**
 * The cash-receipts module's public face (issue #24): staff record the cash collected for a
 * cash-on-delivery order, which marks it Paid. app.ts mounts the admin route; the invoice and the
 * cancellation flow read an order's receipt.
 */
export { cashReceiptAdminRoutes } from './admin-routes.ts';
export { type CashReceiptRow, findCashReceipt } from './read-receipt.ts';
