import { passwordResetRequestSchema } from '@sheesham/shared';
import { MailCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { schemaResolver } from '@/lib/schema-resolver';
import { type PasswordResetRequestBody, useRequestPasswordReset } from '../api/password-reset';
import { describeAuthError } from '../auth-error';
import { SubmitButton } from './submit-button';

interface ForgotPasswordValues {
  email: string;
}

const resolver = schemaResolver<ForgotPasswordValues, PasswordResetRequestBody>(
  passwordResetRequestSchema,
);

/**
 * "Forgot password?": the e-mail to mail a reset link to (docs/decisions/055). The answer reads
 * the same whether or not the address has an account, so the form tells nobody which do.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const id = useId();
  const form = useForm<ForgotPasswordValues, unknown, PasswordResetRequestBody>({
    defaultValues: { email: '' },
    resolver,
  });
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await request.mutateAsync(body);
    } catch (error) {
      const problem = describeAuthError(error, ['email']);
      if (problem.fields.email) form.setError('email', { message: problem.fields.email });
      setFormError(problem.message);
    }
  });

  return (
    <div className="space-y-5">
      {request.isSuccess ? (
        <div role="status" className="space-y-3 text-center">
          <MailCheckIcon className="mx-auto size-10 text-gold" aria-hidden="true" />
          <h2 className="font-serif text-xl font-semibold text-primary">Check your e-mail</h2>
          <p className="text-sm text-muted-foreground">{request.data.message}</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Reset password">
          <div className="space-y-1.5">
            <h2 className="font-serif text-xl font-semibold text-primary">Forgot your password?</h2>
            <p className="text-sm text-muted-foreground">
              Enter the e-mail of your account and we will mail you a link to choose a new one.
            </p>
          </div>
          <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
            />
          </FormField>
          <FormAlert message={formError} />
          <SubmitButton
            pending={request.isPending}
            label="Send Reset Link"
            pendingLabel="Sending..."
          />
        </form>
      )}
      <BackToSignIn onClick={onBack} />
    </div>
  );
}

function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-center text-sm">
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer font-medium text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Back to sign in
      </button>
    </p>
  );
}
