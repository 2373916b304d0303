import { readSessionToken } from '@/lib/session-token';

/** SPEC §8: order and payment calls are skipped, with a console warning, without a session token. */
export function requireSessionToken(): void {
  if (readSessionToken()) return;
  console.warn('Checkout call skipped: no session token');
  throw new Error('Authentication token not available');
}
