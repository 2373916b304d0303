import type { ContactMessage } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { contactMessages } from './schema.ts';

type NewContactMessage = ContactMessage & { ipAddress: string };

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
