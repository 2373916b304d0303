import {
  type AdminMail,
  type AdminMailDetail,
  type adminMailQuerySchema,
  type MailStatus,
  RESENDABLE_MAIL_STATUSES,
} from '@sheesham/shared/admin-mail';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import type { ListPage } from '../../lib/paged-list-route.ts';
import { isUuid } from '../../lib/uuid.ts';
import { countMails, findMail, findMails, type MailRow, requeueMail } from './repository.ts';
import type { ShopMail } from './shop-mail.ts';

const MAIL_NOT_FOUND = 'Mail not found';

function toAdminMail(row: MailRow): AdminMail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /admin/mail: newest first, one page, and how many match. */
export async function listMails(
  db: Database,
  query: z.output<typeof adminMailQuerySchema>,
): Promise<ListPage<AdminMail>> {
  const { rows, total } = await pageWithTotal(
    query,
    () => findMails(db, query),
    () => countMails(db, query.status),
  );
  return { items: rows.map(toAdminMail), total };
}

/** One mail with its HTML and text, rendered now if it was stored by reference. */
export async function getMail(
  db: Database,
  shopMail: Pick<ShopMail, 'partsOf'>,
  id: string,
): Promise<AdminMailDetail> {
  const row = isUuid(id) ? await findMail(db, id) : null;
  if (!row) throw notFound(MAIL_NOT_FOUND);
  return { ...toAdminMail(row), ...(await shopMail.partsOf(row, db)) };
}

/**
 * POST /admin/mail/:id/resend: a failed (or held) mail goes back to the queue with fresh
 * attempts. Anything else is a 409: a queued or sent mail must not be sent twice.
 */
export async function resendMail(db: Database, id: string, now: Date): Promise<AdminMail> {
  if (!isUuid(id)) throw notFound(MAIL_NOT_FOUND);
  const row = await requeueMail(db, id, RESENDABLE_MAIL_STATUSES, now);
  if (row) return toAdminMail(row);
  const current = await findMail(db, id);
  if (!current) throw notFound(MAIL_NOT_FOUND);
  throw conflict('Only a failed or held mail can be sent again.', 'mail_not_resendable', {
    current_status: current.status,
  });
}
