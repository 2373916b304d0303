import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

/**
 * The Sign In tab: the sign-in form with "Forgot password?" under it, which swaps in the form
 * that mails a reset link (docs/decisions/055), on /auth and in the modal alike.
 */
export function SignInPanel({ onSignedIn }: { onSignedIn?: () => void }) {
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return (
    <div>
      <SignInForm onSignedIn={onSignedIn} />
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          onClick={() => setForgot(true)}
          className="cursor-pointer font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Forgot password?
        </button>
      </p>
    </div>
  );
}
