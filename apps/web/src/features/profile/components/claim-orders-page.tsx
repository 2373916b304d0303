import type { OrderClaimResult } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, PackageCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { apiPost } from '@/lib/api-client';

/**
 * /claim-orders?token=…: the page the mailed link opens (docs/decisions/023). Signed in, it sends
 * the token once; the server moves the showroom orders for the proven e-mail into this account.
 */
export function ClaimOrdersPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => apiPost<OrderClaimResult>('/profile/order-claims/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
  // The token works once: send it once, even if React mounts the page twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    claim.mutate();
  }, [claim, token]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      {claim.isSuccess ? (
        <>
          <PackageCheckIcon className="mx-auto size-10 text-gold" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">Your orders are in your account</h1>
          <p className="mt-2 text-muted-foreground" data-testid="claimed-count">
            {claim.data.claimed_orders === 1
              ? '1 showroom order was added to your profile.'
              : `${claim.data.claimed_orders} showroom orders were added to your profile.`}
          </p>
        </>
      ) : claim.isError || !token ? (
        <>
          <CircleAlertIcon className="mx-auto size-10 text-destructive" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">This link cannot be used</h1>
          <p className="mt-2 text-muted-foreground">
            {claim.error?.message ?? 'The link has no token. Open it from the mail we sent you.'}
          </p>
        </>
      ) : (
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          Adding your orders…
        </p>
      )}
      <ButtonLink to="/profile" className="mt-6">
        Go to your profile
      </ButtonLink>
    </div>
  );
}
