import { apiPost } from '@/lib/api-client';
import type { SessionUser } from './session-context';

const MARKER_PREFIX = 'sheesham.user-synced.';

function markerKey(userId: string) {
  return `${MARKER_PREFIX}${userId}`;
}

function readMarker(userId: string): boolean {
  try {
    return sessionStorage.getItem(markerKey(userId)) !== null;
  } catch {
    return false;
  }
}

function writeMarker(userId: string) {
  try {
    sessionStorage.setItem(markerKey(userId), '1');
  } catch {
    // No storage (private mode): the sync may run again on the next load, which is harmless.
  }
}

/** POST /auth/users/sync with the account's name and phone; failures are only logged (SPEC §8). */
export async function syncUser(user: SessionUser): Promise<void> {
  try {
    await apiPost('/auth/users/sync', { fullName: user.name, phoneNumber: user.phone });
  } catch (error) {
    console.warn('User sync failed', error);
  } finally {
    // Set after the attempt, whether or not it succeeded (SPEC §4).
    writeMarker(user.id);
  }
}

// Guards against a second run for the same user while the first is in flight (StrictMode).
const inFlight = new Set<string>();

/** Once per browser session per user: syncs unless this tab's marker says it already ran. */
export async function syncUserOnce(user: SessionUser): Promise<void> {
  if (readMarker(user.id) || inFlight.has(user.id)) return;
  inFlight.add(user.id);
  try {
    await syncUser(user);
  } finally {
    inFlight.delete(user.id);
  }
}
