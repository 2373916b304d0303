import { apiPost } from '@/lib/api-client';

/** SPEC §3's user sync payload; the built-in mode sends what it has, Clerk mode all of it. */
export interface UserSyncPayload {
  clerkId?: string;
  email?: string;
  fullName: string;
  /** The first phone number, or null. */
  phoneNumber: string | null;
}

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

/** POST /auth/users/sync; failures are only logged (SPEC §8). */
async function syncUser(userId: string, payload: UserSyncPayload): Promise<void> {
  try {
    await apiPost('/auth/users/sync', payload);
  } catch (error) {
    console.warn('User sync failed', error);
  } finally {
    // Set after the attempt, whether or not it succeeded (SPEC §4).
    writeMarker(userId);
  }
}

// Guards against a second run for the same user while the first is in flight (StrictMode).
const inFlight = new Set<string>();

/** Once per browser session per user: syncs unless this tab's marker says it already ran. */
export async function syncUserOnce(userId: string, payload: UserSyncPayload): Promise<void> {
  if (readMarker(userId) || inFlight.has(userId)) return;
  inFlight.add(userId);
  try {
    await syncUser(userId, payload);
  } finally {
    inFlight.delete(userId);
  }
}
