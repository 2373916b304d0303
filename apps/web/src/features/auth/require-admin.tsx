import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLoading } from './auth-loading';
import { type AuthRedirectState, currentPath } from './redirect-target';
import { useSession } from './session-context';

/**
 * Admin-only wrapper (SPEC §2): signed-out visitors go to /auth (which brings them back here),
 * signed-in non-admins go home. It only mirrors the server, which checks every admin call itself.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-out') {
    const state: AuthRedirectState = { from: currentPath(location) };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children;
}
