import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPanel } from './sign-in-panel';

// Its own chunk: the e-mail form is what most visitors see first.
const PhoneSignInForm = lazy(() =>
  import('./phone-sign-in-form').then((module) => ({ default: module.PhoneSignInForm })),
);

/**
 * The Sign In tab: e-mail and password (with "Forgot password?"), or "Sign in with phone" by a
 * code sent by SMS.
 */
export function SignInChoice({ onSignedIn }: { onSignedIn?: () => void }) {
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const other = by === 'email' ? 'phone' : 'email';
  return (
    <div>
      {by === 'email' ? (
        <SignInPanel onSignedIn={onSignedIn} />
      ) : (
        <Suspense
          fallback={
            <div className="flex min-h-40 items-center justify-center" aria-busy="true">
              <Spinner />
            </div>
          }
        >
          <PhoneSignInForm onSignedIn={onSignedIn} />
        </Suspense>
      )}
      <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="full" onClick={() => setBy(other)}>
        {other === 'phone' ? 'Sign in with phone' : 'Sign in with email'}
      </Button>
    </div>
  );
}
