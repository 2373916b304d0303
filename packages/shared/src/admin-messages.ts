import { z } from 'zod';

export const ADMIN_MESSAGES_PAGE_SIZE = 50;
const ADMIN_MESSAGES_MAX_LIMIT = 200;
/** GET /admin/messages answers the number of unread messages in this header. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';

/**
 * GET /admin/messages query: newest first, `unread=true` for unread ones only, paged by
 * limit/offset. The answer is a list; its headers carry `X-Total-Count` (TOTAL_COUNT_HEADER:
 * messages matching the filter before paging) and `X-Unread-Count` (every unread message, whatever the filter).
 */
export const adminMessageQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_MESSAGES_MAX_LIMIT)
    .default(ADMIN_MESSAGES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A contact-form message as staff read it; `readAt` is null while it is unread. */
export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** '' when the sender gave none. */
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.array(adminMessageSchema);

/**
 * PUT /admin/messages/{id}/read body: true marks it read (the first read time is kept), false
 * marks it unread again. Answers the message.
 */
export const messageReadBodySchema = z.object({
  read: z.boolean({ message: 'read must be true or false' }),
});
