import { PASSWORD_MAX, PASSWORD_MIN } from '@sheesham/shared';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

/** A password being chosen (sign-up, reset): the length rule beside the label. */
export function NewPasswordField({
  id,
  label = 'Password',
  error,
  ...input
}: { id: string; label?: string; error?: string } & Omit<
  ComponentProps<typeof PasswordInput>,
  'id' | 'autoComplete'
>) {
  return (
    <FormField
      id={id}
      label={label}
      hint={`(${PASSWORD_MIN}–${PASSWORD_MAX} characters)`}
      required
      error={error}
    >
      <PasswordInput autoComplete="new-password" {...input} />
    </FormField>
  );
}
