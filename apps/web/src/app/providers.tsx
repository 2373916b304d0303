import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { ClerkSession } from '@/features/auth/clerk/clerk-session';
import { SessionProvider } from '@/features/auth/session-context';
import { UserSync } from '@/features/auth/user-sync';
import { AccountScope } from './account-scope';

/** One per page in the browser, one per request on the server (answers must not mix). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Everything around the routes. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <UserSync />
        <ClerkSession />
        <AccountScope>
          {children}
          <Toaster />
        </AccountScope>
      </SessionProvider>
    </QueryClientProvider>
  );
}
