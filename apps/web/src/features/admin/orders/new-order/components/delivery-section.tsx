import { pincodeInput } from '@sheesham/shared';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PincodePlaceHint } from '@/features/addresses/components/pincode-place-hint';
import type { FieldErrors, NewOrderDraft } from '../draft';
import { DeliverySlotSelect } from './delivery-slot-select';
import { ChoiceRow, FormSection } from './form-section';

type Delivery = Pick<
  NewOrderDraft,
  'fulfilment' | 'address' | 'pincode' | 'instructions' | 'deliverySlot'
>;

/**
 * Delivered to an address (pincode, address, instructions, the day and slot), or collected at
 * the showroom. A new pincode has its own days, so it clears the slot.
 */
export function DeliverySection({
  value,
  onChange,
  errors,
  savedAddresses,
}: {
  value: Delivery;
  onChange: (patch: Partial<Delivery>) => void;
  errors: FieldErrors;
  /** The customer's saved addresses to pick from, above the fields (issue #26). */
  savedAddresses?: ReactNode;
}) {
  return (
    <FormSection title="Delivery">
      <ChoiceRow
        label="Delivery"
        idPrefix="fulfilment"
        stacked
        value={value.fulfilment}
        onChange={(fulfilment) => onChange({ fulfilment })}
        options={[
          { value: 'collect', label: 'Collected at the showroom' },
          { value: 'delivery', label: 'Deliver to an address' },
        ]}
      />
      {value.fulfilment === 'delivery' && (
        <div className="space-y-3">
          {savedAddresses}
          <FormField
            id="new-order-pincode"
            label="Pincode"
            required
            error={errors['delivery.pincode']}
          >
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              value={value.pincode}
              onChange={(e) =>
                onChange({ pincode: pincodeInput(e.target.value), deliverySlot: null })
              }
              className="sm:max-w-40"
            />
          </FormField>
          <PincodePlaceHint pincode={value.pincode} className="-mt-1" />
          <FormField
            id="new-order-address"
            label="Delivery address"
            required
            error={errors['delivery.address']}
          >
            <Textarea
              rows={3}
              className="min-h-20"
              value={value.address}
              onChange={(e) => onChange({ address: e.target.value })}
            />
          </FormField>
          <DeliverySlotSelect
            pincode={value.pincode}
            value={value.deliverySlot}
            onChange={(deliverySlot) => onChange({ deliverySlot })}
            error={errors['delivery.delivery_slot']}
          />
          <FormField
            id="new-order-instructions"
            label="Delivery instructions"
            hint="(optional)"
            error={errors['delivery.delivery_instructions']}
          >
            <Input
              value={value.instructions}
              onChange={(e) => onChange({ instructions: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </FormSection>
  );
}
