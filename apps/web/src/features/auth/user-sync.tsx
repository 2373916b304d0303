import { useEffect } from 'react';
import { clerkPublishableKey } from './clerk/clerk-mode';
import { useSession } from './session-context';

/**
 * SPEC §4 user sync, mounted once inside the providers. The request and its once-per-session
 * marker load only for a signed-in user, keeping them off a visitor's first load.
 */
export function UserSync() {
  const { status, user } = useSession();
  useEffect(() => {
    // Clerk mode syncs from Clerk's own user, in the Clerk bridge (docs/decisions/045).
    if (status !== 'signed-in' || !user || clerkPublishableKey()) return;
    void import('./sync-user').then(({ syncUserOnce }) =>
      syncUserOnce(user.id, { fullName: user.name, phoneNumber: user.phone }),
    );
  }, [status, user]);
  return null;
}
