import type { ContactMessage } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { insertContactMessage } from './repository.ts';

/** Stores a validated message; the IP is the one the server saw, never one from the body. */
export function receiveContactMessage(db: Database, input: ContactMessage, ipAddress: string) {
  return insertContactMessage(db, { ...input, ipAddress });
}
