import { useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/session-context';
import { AccountMenu } from './account-menu';
import { SignInDialog } from './sign-in-dialog';

/**
 * The header's account slot: Sign In (modal) when signed out, the account menu when signed in,
 * and while the session is being checked a blank of the same size, so nothing jumps.
 */
export function HeaderAccount() {
  const { status, user } = useSession();
  const previous = useRef(status);
  const justSignedIn = previous.current === 'signed-out' && status === 'signed-in';
  useEffect(() => {
    previous.current = status;
  }, [status]);

  if (status === 'loading') {
    return (
      <span
        aria-hidden="true"
        data-testid="account-placeholder"
        className="block h-9 w-[5.5rem] rounded-md bg-muted/70 sm:w-[6.5rem]"
      />
    );
  }
  if (status === 'signed-in' && user)
    return <AccountMenu user={user} focusOnMount={justSignedIn} />;
  return <SignInDialog />;
}
