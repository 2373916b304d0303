import type { Database } from '../../db/types.ts';
import { outboxBacklog as readBacklog } from './repository.ts';

/**
 * How many mails wait for the worker and the age of the oldest, in seconds, for /metrics (held
 * mails wait for the admin and are not counted).
 */
export function outboxBacklog(db: Database): Promise<{ count: number; oldestAgeSeconds: number }> {
  return readBacklog(db);
}
