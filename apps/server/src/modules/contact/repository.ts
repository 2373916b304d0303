import { contactMessages } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ipAddress: string;
}

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
