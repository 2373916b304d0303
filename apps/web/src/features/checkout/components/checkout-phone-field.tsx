import type { UseFormReturn } from 'react-hook-form';
import { PhoneField } from '@/components/ui/phone-field';
import type { DeliveryDetails, DeliveryFormValues } from '../checkout-form';

export const CHECKOUT_PHONE_FIELD_ID = 'checkout-phone';

/**
 * The number our delivery team calls (issue #26): the account's, changeable here. Required,
 * since no order goes out without one; a new number is saved to the profile with the order.
 */
export function CheckoutPhoneField({
  form,
  onFile,
}: {
  form: UseFormReturn<DeliveryFormValues, unknown, DeliveryDetails>;
  /** The account's own number, or null when it has none yet. */
  onFile: string | null;
}) {
  return (
    <div className="space-y-1.5">
      <PhoneField
        id={CHECKOUT_PHONE_FIELD_ID}
        required
        className="scroll-mt-32"
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <p className="text-xs text-muted-foreground">
        {onFile
          ? 'We call this number on delivery day. A change is saved to your profile.'
          : 'Add a number for delivery day; we save it to your profile.'}
      </p>
    </div>
  );
}
