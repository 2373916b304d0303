import type { Database } from '../../db/types.ts';
import { insertMail, type NewMail } from './repository.ts';

export type { NewMail };

/**
 * Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the
 * change that caused it commits. A second mail with the same dedupe key is dropped: an event
 * handled twice is one mail. Returns whether this call wrote it.
 */
export function enqueueMail(tx: Database, mail: NewMail): Promise<boolean> {
  return insertMail(tx, mail);
}
