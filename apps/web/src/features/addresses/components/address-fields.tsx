import { pincodeInput } from '@sheesham/shared';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/*
 * The fields of an address that the saved-address form and the checkout's delivery card both ask
 * for, so the two read and behave alike (SPEC §5).
 */

/**
 * The pincode: only digits are kept while typing (at most six, pasted spaces dropped), then the
 * form's own onChange sees the cleaned value.
 */
export function AddressPincodeField({
  id,
  error,
  className,
  onChange,
  ...input
}: { id: string; error?: string } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label="Pincode" required error={error}>
      <Input
        {...input}
        // No maxLength: it would cut a pasted "302 001" before the spaces are dropped.
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6-digit pincode"
        className={cn('tracking-[0.2em] placeholder:tracking-normal', className)}
        onChange={(event) => {
          event.target.value = pincodeInput(event.target.value);
          return onChange?.(event);
        }}
      />
    </FormField>
  );
}

/** The address lines: house, street, area and landmark. */
export function AddressLinesField({
  id,
  label,
  error,
  className,
  ...textarea
}: { id: string; label: string; error?: string } & ComponentProps<'textarea'>) {
  return (
    <FormField id={id} label={label} required error={error}>
      <Textarea
        rows={3}
        className={cn('min-h-24', className)}
        autoComplete="street-address"
        placeholder="House or flat number, street, area and landmark"
        {...textarea}
      />
    </FormField>
  );
}
