import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * An Indian mobile number field (sign-up, Edit Profile, checkout, addresses): the phone keyboard
 * and an example number; the shared schema accepts +91, spaces and a leading 0. Optional unless
 * `required`. Spread the form's `register('…')` into it.
 */
export function PhoneField({
  id,
  error,
  label = 'Phone',
  required = false,
  ...input
}: { id: string; error?: string; label?: string; required?: boolean } & Omit<
  ComponentProps<'input'>,
  'id'
>) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      hint={required ? undefined : '(optional)'}
      error={error}
    >
      <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="98290 12345" {...input} />
    </FormField>
  );
}
