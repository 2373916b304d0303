import { signUpSchema } from '@sheesham/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneField } from '@/components/ui/phone-field';
import { schemaResolver } from '@/lib/schema-resolver';
import { type SignUpBody, useSignUp } from '../api/sign-up';
import { useAuthSubmit } from '../use-auth-submit';
import { NewPasswordField } from './new-password-field';
import { SubmitButton } from './submit-button';

interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const FIELDS = ['name', 'email', 'phone', 'password'] as const;
const resolver = schemaResolver<SignUpValues, SignUpBody>(signUpSchema);

/** Full name, email, optional Indian mobile and a password; on success the session starts. */
export function SignUpForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const id = useId();
  const form = useForm<SignUpValues, unknown, SignUpBody>({
    defaultValues: { name: '', email: '', phone: '', password: '' },
    resolver,
  });
  const { errors } = form.formState;
  const { submit, pending, formError } = useAuthSubmit({
    form,
    fields: FIELDS,
    mutation: useSignUp(),
    onSignedIn,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Sign up">
      <FormField id={`${id}-name`} label="Full Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <PhoneField id={`${id}-phone`} error={errors.phone?.message} {...form.register('phone')} />
      <NewPasswordField
        id={`${id}-password`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
