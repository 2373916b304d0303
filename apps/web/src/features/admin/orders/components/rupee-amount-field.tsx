import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';

/** The "Amount (₹)" box staff type money into (refunds, cash received): rupees with paise. */
export function RupeeAmountField(props: {
  id: string;
  hint: string;
  error: string | undefined;
  value: string;
  max?: number;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label="Amount (₹)" hint={props.hint} error={props.error} required>
      <Input
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * A staff money form's failed request: the server's field errors go on the fields, and a toast
 * says the server's message (or `fallback` when the request never got an answer).
 */
export function showMoneyFormError(
  error: Error,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string,
): void {
  if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
  notifyError('Error', error instanceof ApiRequestError ? error.message : fallback);
}
