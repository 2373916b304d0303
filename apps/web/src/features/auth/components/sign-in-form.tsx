import { signInSchema } from '@sheesham/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { schemaResolver } from '@/lib/schema-resolver';
import { type SignInBody, useSignIn } from '../api/sign-in';
import { useAuthSubmit } from '../use-auth-submit';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface SignInValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
const resolver = schemaResolver<SignInValues, SignInBody>(signInSchema);

/** Email + password; on success the session starts and `onSignedIn` runs. */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const id = useId();
  const form = useForm<SignInValues, unknown, SignInBody>({
    defaultValues: { email: '', password: '' },
    resolver,
  });
  const { errors } = form.formState;
  const { submit, pending, formError } = useAuthSubmit({
    form,
    fields: FIELDS,
    mutation: useSignIn(),
    onSignedIn,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Sign in">
      <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField id={`${id}-password`} label="Password" required error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormAlert message={formError} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
