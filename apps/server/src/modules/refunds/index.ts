/**
 * The refunds module's public face (docs/decisions/017): the service that writes refunds inside a
 * transaction and sends them after commit, the hooks for credit notes and mails, the admin
 * routes and the sweeper app.ts mounts.
 */
export { refundAdminRoutes } from './admin-routes.ts';
export type { RefundHooks, RefundRow } from './hooks.ts';
export type { RefundOutcome, RefundRequest } from './issue-refund.ts';
export { MAX_REFUND_ATTEMPTS, type SendOutcome } from './refund-sender.ts';
export { refundSweeperPlugin } from './refund-sweeper-plugin.ts';
export { RefundService } from './service.ts';
