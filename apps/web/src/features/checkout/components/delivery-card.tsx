import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { AddressLinesField } from '@/features/addresses/components/address-fields';
import { PincodePlaceHint } from '@/features/addresses/components/pincode-place-hint';
import type { SessionUser } from '@/features/auth/session-context';
import type { DeliveryDetails, DeliveryFormValues } from '../checkout-form';
import { CheckoutCard } from './checkout-card';
import { CheckoutPhoneField } from './checkout-phone-field';
import { CheckoutSavedAddresses } from './checkout-saved-addresses';
import { PincodeField } from './pincode-field';

export const ADDRESS_FIELD_ID = 'checkout-address';

/** Name, e-mail and phone come from the account and are shown read-only (SPEC §5). */
function AccountDetail({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        readOnly
        value={value}
        placeholder="Not provided"
        className="cursor-default border-transparent bg-muted/70 text-foreground"
      />
    </div>
  );
}

/** SPEC §2 Delivery card: the account's contact details, then where the order goes. */
export function DeliveryCard({
  form,
  user,
}: {
  form: UseFormReturn<DeliveryFormValues, unknown, DeliveryDetails>;
  user: SessionUser;
}) {
  const { errors } = form.formState;
  const pincodeValue = useWatch({ control: form.control, name: 'pincode' });
  return (
    <CheckoutCard
      id="delivery"
      step={1}
      title="Delivery Details"
      description="Free delivery and assembly within 50 km of our showroom."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountDetail id="checkout-name" label="Full Name" value={user.name} />
        <AccountDetail id="checkout-email" label="Email" value={user.email} />
        <CheckoutPhoneField form={form} onFile={user.phone} />
        <p className="text-xs leading-relaxed text-muted-foreground sm:self-start sm:pt-8">
          Name and email from your account.{' '}
          <Link to="/profile" className="font-medium text-gold underline-offset-4 hover:underline">
            Edit in your profile
          </Link>
        </p>
      </div>
      <div className="my-6 border-t border-dashed" />
      <div className="grid gap-5">
        <CheckoutSavedAddresses form={form} user={user} />
        <div className="space-y-2 sm:max-w-[calc(50%-0.5rem)]">
          <PincodeField form={form} />
          <PincodePlaceHint pincode={pincodeValue} />
        </div>
        <AddressLinesField
          id={ADDRESS_FIELD_ID}
          label="Delivery Address"
          error={errors.address?.message}
          className="scroll-mt-32"
          {...form.register('address')}
        />
        <FormField
          id="checkout-instructions"
          label="Delivery Instructions"
          hint="(optional)"
          error={errors.delivery_instructions?.message}
        >
          <Textarea
            rows={2}
            className="min-h-20"
            placeholder="A convenient time, the floor, a gate code…"
            {...form.register('delivery_instructions')}
          />
        </FormField>
      </div>
    </CheckoutCard>
  );
}
