import { signInWithPhoneCode } from '../api/phone-code';
import { useSession } from '../session-context';
import { PhoneCodeSteps } from './phone-code-steps';

/**
 * Sign-in by a code sent by SMS (decision 056): a first sign-in makes the account. Loaded only
 * when the shopper picks "Sign in with phone".
 */
export function PhoneSignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const { startSession } = useSession();
  return (
    <PhoneCodeSteps
      verifyLabel="Verify and Sign In"
      verifyPendingLabel="Signing in..."
      onVerify={async (phoneNumber, code) => {
        const { token, user } = await signInWithPhoneCode(phoneNumber, code);
        startSession(token, user);
        onSignedIn?.();
      }}
    />
  );
}
