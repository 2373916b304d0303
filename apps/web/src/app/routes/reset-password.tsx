import { CircleAlertIcon, KeyRoundIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { notify } from '@/components/ui/toaster';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/**
 * /reset-password?token=…: the page the mailed reset link opens (docs/decisions/055). A new
 * password signs this browser in and every other device out; the shopper lands on their profile.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      {token ? (
        <div className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
          <KeyRoundIcon className="mx-auto size-10 text-gold" aria-hidden="true" />
          <h1 className="mt-4 text-center font-serif text-2xl font-semibold text-primary sm:text-3xl">
            Choose a new password
          </h1>
          <p className="mt-2 mb-6 text-center text-sm text-muted-foreground">
            Saving it signs you in here and out on every other device.
          </p>
          <ResetPasswordForm
            token={token}
            onSignedIn={() => {
              notify('Password changed', 'You are signed in with your new password.');
              navigate('/profile', { replace: true });
            }}
          />
        </div>
      ) : (
        <div className="text-center">
          <CircleAlertIcon className="mx-auto size-10 text-destructive" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">This link cannot be used</h1>
          <p className="mt-2 text-muted-foreground">
            The link has no token. Open it from the mail we sent you, or ask for a new one.
          </p>
          <ButtonLink to="/auth" className="mt-6">
            Go to sign in
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
