/**
 * The mail module's public face (docs/decisions/019-mail-outbox.md): the transactional outbox,
 * the shop's mails written into it, the worker that sends them, attachment and secret-link
 * resolvers, and the admin's Mail routes.
 */
export { mailAdminRoutes } from './admin-routes.ts';
export {
  type AttachmentResolver,
  AttachmentResolvers,
  type ResolvedAttachment,
} from './attachments.ts';
export { outboxBacklog } from './backlog.ts';
export { MAIL_MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';
export { enqueueMail, type NewMail } from './enqueue.ts';
export type { MailSourceRef } from './schema.ts';
export {
  SECRET_MASK,
  type SecretLinkRef,
  type SecretLinkResolver,
  SecretLinkResolvers,
  secretLink,
} from './secret-links.ts';
export { type MailSettings, type OrderMailSource, ShopMail, type StoredMail } from './shop-mail.ts';
export type { MailBrand } from './templates/content.ts';
export type { ContactMailData, OrderMailData, RefundMailData } from './templates/data.ts';
export type { OrderUpdate } from './templates/order-mails.ts';
export type { MailWorker } from './worker.ts';
export { type MailWorkerPluginOptions, mailWorkerPlugin } from './worker-plugin.ts';
