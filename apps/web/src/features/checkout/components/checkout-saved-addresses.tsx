import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@sheesham/shared';
import { PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useAddresses } from '@/features/addresses/api/addresses';
import { AddressFormDialog } from '@/features/addresses/components/address-form-dialog';
import { SavedAddressPicker } from '@/features/addresses/components/saved-address-picker';
import type { SessionUser } from '@/features/auth/session-context';
import type { DeliveryDetails, DeliveryFormValues } from '../checkout-form';

/**
 * The customer's saved addresses above the delivery fields (issue #26). The default fills the
 * form when checkout opens; picking another fills it again; "Add a new address" saves one to the
 * profile and picks it. The form keeps a copy, which the order is placed with, so a later edit of
 * the saved address never changes the order.
 */
export function CheckoutSavedAddresses({
  form,
  user,
}: {
  form: UseFormReturn<DeliveryFormValues, unknown, DeliveryDetails>;
  user: SessionUser;
}) {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const [address, pincode] = useWatch({ control: form.control, name: ['address', 'pincode'] });
  // The saved address the form holds, if it still holds one unchanged.
  const current = list.find((a) => a.address === address && a.pincode === pincode)?.id ?? null;

  const pick = (address: SavedAddress) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('pincode', address.pincode, options);
    form.setValue('address', address.address, options);
  };

  // Once, unless the shopper has already typed an address: the default, or, when the pincode the
  // device remembers (the product page's delivery check) is already in, the saved address there
  // (the default first). An address elsewhere is not picked over that pincode: the date and the
  // charge the shopper saw were for it.
  const filled = useRef(false);
  useEffect(() => {
    if (!addresses.isSuccess || filled.current) return;
    filled.current = true;
    if (form.getValues('address') !== '') return;
    const typed = form.getValues('pincode');
    const there = list.filter((a) => typed === '' || a.pincode === typed);
    const chosen = there.find((a) => a.is_default) ?? (typed === '' ? undefined : there[0]);
    if (chosen) pick(chosen);
  });

  if (!addresses.isSuccess) return null;
  return (
    <div className="space-y-3">
      {list.length > 0 && (
        <>
          <p className="text-sm font-medium">Deliver to a saved address</p>
          <SavedAddressPicker
            addresses={list}
            value={current}
            onPick={pick}
            label="Saved addresses"
            idPrefix="checkout-saved-address"
          />
        </>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={list.length >= MAX_SAVED_ADDRESSES}
        onClick={() => setAdding(true)}
      >
        <PlusIcon aria-hidden="true" />
        {list.length > 0 ? 'Add a new address' : 'Save an address for next time'}
      </Button>
      <AddressFormDialog
        open={adding}
        onOpenChange={setAdding}
        start={{ fullName: user.name, phone: user.phone }}
        onSaved={pick}
      />
    </div>
  );
}
