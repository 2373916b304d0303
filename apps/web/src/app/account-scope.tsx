import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/session-context';
import { CartProvider } from '@/features/cart/cart-context';

/** Query keys whose answers are the same for everyone (the catalogue, the payment config). */
const PUBLIC_QUERY_ROOTS: unknown[] = ['products', 'product', 'payment-config'];

/** Drops every cached answer that may belong to an account; public ones need no refetch. */
export function forgetAccountQueries(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_QUERY_ROOTS.includes(query.queryKey[0]),
  });
  queryClient.getMutationCache().clear();
}

/**
 * Keeps what one account saw away from the next: the cart belongs to the signed-in user, and
 * when that user signs out, is signed out (a revoked session) or another signs in, cached
 * account data (profile, orders, ...) is dropped.
 */
export function AccountScope({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  const previous = useRef(userId);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (typeof before === 'string' && before !== userId) forgetAccountQueries(queryClient);
  }, [userId, queryClient]);

  return <CartProvider userId={userId}>{children}</CartProvider>;
}
