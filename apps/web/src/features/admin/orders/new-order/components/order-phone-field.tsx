import { PhoneField } from '@/components/ui/phone-field';
import { FormSection } from './form-section';

/**
 * A picked customer has no phone on file: staff give the number to call for this order (issue
 * #26). It goes with the order only; the customer's account is theirs to change.
 */
export function OrderPhoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (phone: string) => void;
  error?: string;
}) {
  return (
    <FormSection title="Phone for this order">
      <PhoneField
        id="new-order-phone"
        label="Phone number"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">
        This customer has no phone number on file; the delivery team calls this one.
      </p>
    </FormSection>
  );
}
