import type { contactMessageSchema } from '@sheesham/shared';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { insertContactMessage } from './repository.ts';

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Stores a validated message; the IP is the one the server saw, never one from the body. */
export function receiveContactMessage(db: Database, input: ContactMessage, ipAddress: string) {
  return insertContactMessage(db, { ...input, ipAddress });
}
