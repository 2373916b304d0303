import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { clerkPublishableKey } from './clerk-mode';

const ClerkBridge = lazy(() => import('./clerk-bridge'));

/**
 * Mounts the Clerk bridge in Clerk mode only, after hydration, so the server's HTML and the
 * built-in mode's pages never load Clerk (docs/decisions/045).
 */
export function ClerkSession() {
  const hydrated = useHydrated();
  const publishableKey = clerkPublishableKey();
  if (!publishableKey || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ClerkBridge publishableKey={publishableKey} />
    </Suspense>
  );
}
