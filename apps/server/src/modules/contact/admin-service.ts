import type { AdminMessage, adminMessageQuerySchema } from '@sheesham/shared/admin-messages';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  countMessages,
  findMessages,
  type MessageRow,
  setMessageRead,
} from './admin-repository.ts';

const MESSAGE_NOT_FOUND = 'Message not found';

type MessageQuery = z.output<typeof adminMessageQuerySchema>;

function toAdminMessage(row: MessageRow): AdminMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** GET /admin/messages: the page, the number matching the filter, and the unread count. */
export async function listMessages(db: Database, query: MessageQuery) {
  const filter = { unreadOnly: query.unread === true, limit: query.limit, offset: query.offset };
  const [rows, counts] = await Promise.all([findMessages(db, filter), countMessages(db, filter)]);
  return { messages: rows.map(toAdminMessage), ...counts };
}

/** PUT /admin/messages/{id}/read; an id that is not a message's (or not a uuid at all) is a 404. */
export async function markMessageRead(
  db: Database,
  id: string,
  read: boolean,
): Promise<AdminMessage> {
  const row = isUuid(id) ? await setMessageRead(db, id, read) : null;
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toAdminMessage(row);
}
