import { type UseFormReturn, useWatch } from 'react-hook-form';
import { AddressPincodeField } from '@/features/addresses/components/address-fields';
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
    <AddressPincodeField
      id={PINCODE_FIELD_ID}
      error={submitError ?? livePincodeMessage(value)}
      className="scroll-mt-32"
      {...field}
      onChange={(event) => {
        form.clearErrors('pincode');
        return field.onChange(event);
      }}
    />
  );
}
