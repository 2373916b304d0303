import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionProvider } from '@/features/auth/session-context';
import { UserSync } from '@/features/auth/user-sync';
import { CartProvider } from '@/features/cart/cart-context';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <UserSync />
        <CartProvider>
          {children}
          <Toaster />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
