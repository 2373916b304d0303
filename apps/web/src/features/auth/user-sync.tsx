import { useEffect } from 'react';
import { useSession } from './session-context';

/**
 * SPEC §4 user sync, mounted once inside the providers. The request and its once-per-session
 * marker load only for a signed-in user, keeping them off a visitor's first load.
 */
export function UserSync() {
  const { status, user } = useSession();
  useEffect(() => {
    if (status !== 'signed-in' || !user) return;
    void import('./sync-user').then(({ syncUserOnce }) => syncUserOnce(user));
  }, [status, user]);
  return null;
}
