import { z } from 'zod';

/**
 * A text message's state (docs/decisions/056-sign-in-by-sms-code.md): held (the sandbox keeps it
 * for the admin's SMS view instead of sending it), sent (the provider took it) or failed (the
 * provider refused it or did not answer).
 */
export const SMS_STATUSES = ['held', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  held: 'Held',
  sent: 'Sent',
  failed: 'Failed',
};

export const ADMIN_SMS_PAGE_SIZE = 25;
const ADMIN_SMS_MAX_LIMIT = 100;

/** GET /admin/sms query: newest first, paged by limit/offset. */
export const adminSmsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_SMS_MAX_LIMIT).default(ADMIN_SMS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminSmsQuery = z.input<typeof adminSmsQuerySchema>;

/**
 * One message as staff see it. `text` carries the code only in sandbox mode (the only way a
 * tester gets it); a message a real provider sent is stored with the code masked.
 */
export const adminSmsSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  text: z.string(),
  provider: z.string(),
  status: z.enum(SMS_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSms = z.infer<typeof adminSmsSchema>;
export const adminSmsListSchema = z.array(adminSmsSchema);
