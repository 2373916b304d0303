import {
  ADDRESS_LABEL_SUGGESTIONS,
  type SavedAddress,
  type SavedAddressFields,
  type SavedAddressInput,
  savedAddressInputSchema,
} from '@sheesham/shared';
import { useEffect, useEffectEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogActions } from '@/components/dialog-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Label } from '@/components/ui/input';
import { PhoneField } from '@/components/ui/phone-field';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { formatPhone } from '@/lib/format-phone';
import { schemaResolver } from '@/lib/schema-resolver';
import { useSaveAddress } from '../api/addresses';
import { AddressLinesField, AddressPincodeField } from './address-fields';
import { PincodePlaceHint } from './pincode-place-hint';

const FIELDS = ['label', 'full_name', 'phone', 'pincode', 'address'] as const;
const resolver = schemaResolver<SavedAddressInput, SavedAddressFields>(savedAddressInputSchema);

/** Where a new address starts: the account holder's name and phone, the rest empty. */
export interface AddressFormStart {
  address?: SavedAddress;
  fullName: string;
  phone: string | null;
}

function defaultsOf(start: AddressFormStart): SavedAddressInput {
  const a = start.address;
  return {
    label: a?.label ?? '',
    full_name: a?.full_name ?? start.fullName,
    phone: formatPhone(a?.phone ?? start.phone ?? ''),
    address: a?.address ?? '',
    pincode: a?.pincode ?? '',
    is_default: a?.is_default ?? false,
  };
}

/**
 * Add or edit a saved address (profile, checkout). District and state are shown from the pincode
 * as it is typed and answered by the server on save; the form never sends them.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  start,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start: AddressFormStart;
  onSaved?: (address: SavedAddress) => void;
}) {
  const editing = start.address !== undefined;
  const form = useForm<SavedAddressInput, unknown, SavedAddressFields>({
    defaultValues: defaultsOf(start),
    resolver,
  });
  // Each opening starts from the address (or a blank one), not from abandoned typing.
  const reset = useEffectEvent(() => form.reset(defaultsOf(start)));
  useEffect(() => {
    if (open) reset();
  }, [open]);
  const save = useSaveAddress();
  const { errors } = form.formState;
  const pincode = useWatch({ control: form.control, name: 'pincode' }) ?? '';
  const isDefault = useWatch({ control: form.control, name: 'is_default' }) ?? false;

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: start.address?.id, body },
      {
        onSuccess: (saved) => {
          notify(editing ? 'Address updated' : 'Address saved', savedLine(saved));
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status < 500) {
            for (const field of FIELDS) {
              const message = error.fields?.[field];
              if (message) form.setError(field, { type: 'server', message });
            }
            return notifyError('Address not saved', error.message);
          }
          notifyError('Address not saved', 'Please try again.');
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader
          title={editing ? 'Edit address' : 'Add a new address'}
          description="The city and state come from the pincode. We call this number on delivery day."
        />
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            id="address-label"
            label="Label"
            hint="(optional)"
            error={errors.label?.message}
          >
            <Input placeholder="Home, Office…" autoComplete="off" {...form.register('label')} />
          </FormField>
          <div className="-mt-2 flex flex-wrap gap-2">
            {ADDRESS_LABEL_SUGGESTIONS.map((label) => (
              <button
                key={label}
                type="button"
                className="rounded-full border px-3 py-1 text-xs font-medium hover:bg-muted"
                onClick={() => form.setValue('label', label)}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="address-full-name"
              label="Full Name"
              required
              error={errors.full_name?.message}
            >
              <Input autoComplete="name" {...form.register('full_name')} />
            </FormField>
            <PhoneField
              id="address-phone"
              required
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </div>
          <div className="space-y-2">
            <AddressPincodeField
              id="address-pincode"
              error={errors.pincode?.message}
              className="sm:max-w-48"
              {...form.register('pincode')}
            />
            <PincodePlaceHint pincode={pincode} />
          </div>
          <AddressLinesField
            id="address-lines"
            label="Address"
            error={errors.address?.message}
            {...form.register('address')}
          />
          {!(editing && start.address?.is_default) && (
            <div className="flex items-center gap-2">
              <Checkbox
                id="address-default"
                checked={isDefault}
                onCheckedChange={(checked) => form.setValue('is_default', checked === true)}
              />
              <Label htmlFor="address-default" className="text-sm font-normal">
                Make this my default address
              </Label>
            </div>
          )}
          <DialogActions back="Cancel" busy={save.isPending} type="submit" variant="gold">
            {save.isPending ? 'Saving...' : 'Save address'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function savedLine(address: SavedAddress): string {
  return `${address.district}, ${address.state} – ${address.pincode}`;
}
