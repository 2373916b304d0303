import type { Database } from '../../db/types.ts';
import { insertMails, type NewMail } from './repository.ts';

export type { NewMail };

/**
 * Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the
 * change that caused it commits. A second mail with the same dedupe key is dropped: an event
 * handled twice is one mail. Returns whether this call wrote it.
 */
export async function enqueueMail(tx: Database, mail: NewMail): Promise<boolean> {
  return (await insertMails(tx, [mail])) > 0;
}

/** Several mails of one event in one statement (an order's customer and staff mails). */
export function enqueueMails(tx: Database, mails: NewMail[]): Promise<number> {
  return insertMails(tx, mails);
}
