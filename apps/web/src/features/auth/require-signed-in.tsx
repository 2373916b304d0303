import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { type AuthRedirectState, currentPath } from './redirect-target';
import { useSession } from './session-context';

/** The guards' wait state: a spinner with 'Loading...' (SPEC §2). */
export function AuthLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[50vh] items-center justify-center gap-3 px-4', className)}
    >
      <Spinner className="size-6" />
      <span className="text-muted-foreground">Loading...</span>
    </div>
  );
}

/**
 * Signed-in-only wrapper (SPEC §2): 'Loading...' until the session is known, then the children,
 * or the sign-in screen (/auth) for a signed-out visitor, which brings them back here afterwards.
 */
export function RequireSignedIn({ children, reason }: { children: ReactNode; reason?: string }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-out') {
    const state: AuthRedirectState = { from: currentPath(location), reason };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}
