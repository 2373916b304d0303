import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * The optional Indian mobile number field (sign-up, Edit Profile): the phone keyboard and an
 * example number; the shared schema accepts +91, spaces and a leading 0. Spread the form's
 * `register('…')` into it.
 */
export function PhoneField({
  id,
  error,
  ...input
}: { id: string; error?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label="Phone" hint="(optional)" error={error}>
      <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="98290 12345" {...input} />
    </FormField>
  );
}
