import { passwordResetSchema } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { schemaResolver } from '@/lib/schema-resolver';
import { resetPassword } from '../api/password-reset';
import { useAuthSubmit } from '../use-auth-submit';
import { NewPasswordField } from './new-password-field';
import { SubmitButton } from './submit-button';

interface ResetPasswordValues {
  password: string;
}

const FIELDS = ['password'] as const;
const passwordOnly = passwordResetSchema.pick({ password: true });
const resolver = schemaResolver<ResetPasswordValues, ResetPasswordValues>(passwordOnly);

/**
 * The new password for the mailed link's `token`, under the sign-up form's rules. The server
 * answers with a session for this browser (every other one has ended), which starts here.
 */
export function ResetPasswordForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const id = useId();
  const form = useForm<ResetPasswordValues, unknown, ResetPasswordValues>({
    defaultValues: { password: '' },
    resolver,
  });
  const mutation = useMutation({
    mutationFn: ({ password }: ResetPasswordValues) => resetPassword({ token, password }),
  });
  const { submit, pending, formError } = useAuthSubmit({
    form,
    fields: FIELDS,
    mutation,
    onSignedIn,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
      <NewPasswordField
        id={`${id}-password`}
        label="New Password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={pending} label="Save New Password" pendingLabel="Saving..." />
    </form>
  );
}
