import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RequireSignedIn } from './require-signed-in';
import { useSession } from './session-context';

/**
 * Admin-only wrapper (SPEC §2): signed-out visitors go to /auth (which brings them back here),
 * signed-in non-admins go home. It only mirrors the server, which checks every admin call itself.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn>
      <AdminOnly>{children}</AdminOnly>
    </RequireSignedIn>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children;
}
