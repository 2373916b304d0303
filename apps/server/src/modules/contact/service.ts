import type { ContactMessage } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import type { ShopMail } from '../mail/index.ts';
import { insertContactMessage } from './repository.ts';

export type ContactMail = Pick<ShopMail, 'contactReceived' | 'wake'>;

/**
 * Stores a validated message, with the sender's acknowledgement and the staff's notice in the
 * same transaction; the IP is the one the server saw, never one from the body.
 */
export async function receiveContactMessage(
  db: Database,
  mail: ContactMail,
  input: ContactMessage,
  ipAddress: string,
) {
  const stored = await db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...input, ipAddress });
    await mail.contactReceived(tx, { id: row.id, ...input });
    return row;
  });
  mail.wake();
  return stored;
}
