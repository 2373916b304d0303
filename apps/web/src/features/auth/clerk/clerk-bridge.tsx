import { ClerkFailed, ClerkLoaded, ClerkProvider, SignIn, useAuth, useUser } from '@clerk/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { setExternalSession } from '@/lib/session-token';
import { useSession } from '../session-context';
import { setClerkStatus, useSignInSlot } from './sign-in-slot';

/**
 * Clerk mode (docs/decisions/045), in a chunk the built-in mode never loads. Clerk's provider
 * loads Clerk's browser bundle from the instance's Frontend API; this bridge then:
 * - gives every API request a current Clerk session token as the same bearer header the built-in
 *   mode sends (Clerk's tokens live a minute; getToken refreshes them);
 * - tells the shop's session who is signed in, so guards, the header and the server's role work
 *   as in the built-in mode;
 * - syncs the Clerk user once per browser session (SPEC §4), with SPEC §3's payload;
 * - renders Clerk's <SignIn> (sign-up included) where /auth or the Sign In modal asks for it.
 */
export default function ClerkBridge({ publishableKey }: { publishableKey: string }) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      telemetry={false}
      appearance={{ variables: { colorPrimary: '#896710', fontFamily: 'inherit' } }}
    >
      <ClerkLoaded>
        <SessionBridge />
        <SignInPortal />
      </ClerkLoaded>
      <ClerkFailed>
        <ClerkUnavailable />
      </ClerkFailed>
    </ClerkProvider>
  );
}

function SessionBridge() {
  const { isSignedIn, sessionId, getToken, signOut } = useAuth();
  const { user } = useUser();
  const session = useSession();
  const { refresh } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sessionId (another account signed in) must ask the server again
  useEffect(() => {
    setClerkStatus('loaded');
    setExternalSession({
      token: () => (isSignedIn ? getToken() : Promise.resolve(null)),
      signOut: () => signOut(),
    });
    // Who is signed in changed (or Clerk has just loaded): ask the server who that is.
    void refresh();
    return () => setExternalSession(null);
  }, [isSignedIn, sessionId, getToken, signOut, refresh]);

  const signedInId = session.status === 'signed-in' ? session.user?.id : undefined;
  useEffect(() => {
    if (!signedInId || !user) return;
    void import('../sync-user').then(({ syncUserOnce }) =>
      syncUserOnce(signedInId, {
        clerkId: user.id,
        email: user.primaryEmailAddress?.emailAddress ?? '',
        fullName: user.fullName ?? '',
        phoneNumber: user.phoneNumbers[0]?.phoneNumber ?? null,
      }),
    );
  }, [signedInId, user]);

  return null;
}

function SignInPortal() {
  const { slot } = useSignInSlot();
  if (!slot) return null;
  return createPortal(
    <SignIn
      routing="hash"
      withSignUp
      forceRedirectUrl={slot.redirectUrl}
      signUpForceRedirectUrl={slot.redirectUrl}
    />,
    slot.element,
  );
}

/** Clerk's script could not load (offline, blocked): the shopper is shown as signed out. */
function ClerkUnavailable() {
  const { refresh } = useSession();
  useEffect(() => {
    setClerkStatus('failed');
    setExternalSession({ token: () => Promise.resolve(null), signOut: async () => {} });
    void refresh();
  }, [refresh]);
  return null;
}
