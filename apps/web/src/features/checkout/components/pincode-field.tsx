import { pincodeInput } from '@sheesham/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  type DeliveryDetails,
  type DeliveryFormValues,
  livePincodeMessage,
} from '../checkout-form';

export const PINCODE_FIELD_ID = 'checkout-pincode';

/**
 * SPEC §5 pincode: only digits are kept while typing (at most six, pasted spaces dropped), with
 * the live 'Invalid pincode' once something invalid is there; the submit message replaces it
 * until the next keystroke.
 */
export function PincodeField({
  form,
}: {
  form: UseFormReturn<DeliveryFormValues, unknown, DeliveryDetails>;
}) {
  const value = useWatch({ control: form.control, name: 'pincode' });
  const submitError = form.formState.errors.pincode?.message;
  const field = form.register('pincode');
  return (
    <FormField
      id={PINCODE_FIELD_ID}
      label="Pincode"
      required
      error={submitError ?? livePincodeMessage(value)}
    >
      <Input
        {...field}
        // No maxLength: it would cut a pasted "302 001" before the spaces are dropped.
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6-digit pincode"
        className="scroll-mt-32 tracking-[0.2em] placeholder:tracking-normal"
        onChange={(event) => {
          event.target.value = pincodeInput(event.target.value);
          form.clearErrors('pincode');
          return field.onChange(event);
        }}
      />
    </FormField>
  );
}
