import type { Database } from '../../db/types.ts';
import * as rows from './repository.ts';

/** Moves the `from` users' payments to `to`, with their orders (a walk-in joining an account). */
export function movePaymentsToUser(
  tx: Database,
  from: readonly string[],
  to: string,
): Promise<void> {
  return rows.movePaymentsToUser(tx, from, to);
}
