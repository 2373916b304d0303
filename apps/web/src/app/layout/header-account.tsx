import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/session-context';
import { SignInButton } from './sign-in-button';

// Signed-out visitors (and the home page's first load) never need the account menu's code.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Holds the slot at the size of the Sign In button while the session or the menu loads. */
function AccountPlaceholder() {
  return (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className="block h-9 w-[5.5rem] rounded-md bg-muted/70 sm:w-[6.5rem]"
    />
  );
}

/**
 * The header's account slot: Sign In (modal) when signed out, the account menu when signed in,
 * and while the session is being checked a blank of the same size, so nothing jumps.
 */
export function HeaderAccount() {
  const { status, user } = useSession();
  const previous = useRef(status);
  const justSignedIn = previous.current === 'signed-out' && status === 'signed-in';
  const justSignedOut = previous.current === 'signed-in' && status === 'signed-out';
  useEffect(() => {
    previous.current = status;
  }, [status]);

  if (status === 'loading') return <AccountPlaceholder />;
  if (status === 'signed-in' && user) {
    return (
      <Suspense fallback={<AccountPlaceholder />}>
        <AccountMenu user={user} focusOnMount={justSignedIn} />
      </Suspense>
    );
  }
  return <SignInButton focusOnMount={justSignedOut} />;
}
