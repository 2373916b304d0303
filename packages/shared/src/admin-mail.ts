import { z } from 'zod';

/**
 * An outbox mail's state (docs/decisions/019-mail-outbox.md): pending (waiting for its next
 * attempt), sending (leased by a worker), sent, failed (after the last attempt), or held (no
 * SMTP_URL is set: kept so staff can read it in the admin's Mail view).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
};

export const ADMIN_MAIL_PAGE_SIZE = 25;
const ADMIN_MAIL_MAX_LIMIT = 100;

/** GET /admin/mail query: newest first, optionally one status, paged by limit/offset. */
export const adminMailQuerySchema = z.object({
  status: z
    .enum(MAIL_STATUSES, { message: `Status must be one of ${MAIL_STATUSES.join(', ')}` })
    .optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAIL_MAX_LIMIT).default(ADMIN_MAIL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminMailQuery = z.input<typeof adminMailQuerySchema>;

/** One outbox mail in the admin list (without its body; GET /admin/mail/{id} has that). */
export const adminMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
export const adminMailListSchema = z.array(adminMailSchema);

/** GET /admin/mail/{id}: the mail with its HTML and text parts, for the preview. */
export const adminMailDetailSchema = adminMailSchema.extend({
  html: z.string(),
  text: z.string(),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

/** Only a failed or held mail can be sent again (POST /admin/mail/{id}/resend). */
export const RESENDABLE_MAIL_STATUSES: readonly MailStatus[] = ['failed', 'held'];
