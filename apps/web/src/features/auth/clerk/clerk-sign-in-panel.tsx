import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { AuthLoading } from '../auth-loading';
import { redirectTargetFrom } from '../redirect-target';
import { setSignInSlot, useSignInSlot } from './sign-in-slot';

export const CLERK_UNAVAILABLE =
  'Sign-in is unavailable right now. Please check your connection and try again in a moment.';

/**
 * Clerk mode's sign-in on /auth and in the Sign In modal (docs/decisions/045): a place for Clerk's
 * <SignIn> (sign-up included), which the Clerk bridge renders here once Clerk's script has
 * loaded. After signing in, Clerk sends the shopper where /auth would: back to the page that sent
 * them, or, from the modal, to the page they are on.
 */
export function ClerkSignInPanel({ className }: { className?: string }) {
  const location = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const { clerk } = useSignInSlot();
  const redirectUrl =
    location.pathname === '/auth'
      ? redirectTargetFrom(location.state, location.search)
      : `${location.pathname}${location.search}`;

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    setSignInSlot({ element, redirectUrl });
    return () => setSignInSlot(null);
  }, [redirectUrl]);

  return (
    <div className={className}>
      {clerk === 'loading' && <AuthLoading className="min-h-64" />}
      <FormAlert message={clerk === 'failed' ? CLERK_UNAVAILABLE : null} />
      <div ref={slot} className="flex justify-center" data-clerk-sign-in="" />
    </div>
  );
}
