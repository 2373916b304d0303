import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLoading } from './auth-loading';
import { type AuthRedirectState, currentPath } from './redirect-target';
import { useSession } from './session-context';

/**
 * Signed-in-only wrapper (SPEC §2): 'Loading...' until the session is known, then the children,
 * or the sign-in screen (/auth) for a signed-out visitor, which brings them back here afterwards.
 */
export function RequireSignedIn({ children, reason }: { children: ReactNode; reason?: string }) {
  const { status, hydrated } = useSession();
  const location = useLocation();
  // The server cannot know the session (it is the browser's), so it renders 'Loading...' too.
  if (status === 'loading' || !hydrated) return <AuthLoading />;
  if (status === 'signed-out') {
    const state: AuthRedirectState = { from: currentPath(location), reason };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}
