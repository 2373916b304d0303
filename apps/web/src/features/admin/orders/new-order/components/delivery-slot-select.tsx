import { type DeliverySlotChoice, weekdayDayLabel } from '@sheesham/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useDeliverySlots } from '@/features/checkout/api/delivery-slots';

const optionValue = (choice: DeliverySlotChoice | null) =>
  choice ? `${choice.date}|${choice.slot}` : '';

/**
 * The day and slot of a staff delivery (decision 057: every delivery books one): the pincode's
 * days from the promised one with each slot's places left, from the same listing the checkout
 * shows. Full slots are listed but cannot be picked.
 */
export function DeliverySlotSelect({
  pincode,
  value,
  onChange,
  error,
}: {
  pincode: string;
  value: DeliverySlotChoice | null;
  onChange: (choice: DeliverySlotChoice | null) => void;
  error?: string;
}) {
  const slots = useDeliverySlots(pincode);
  const days = slots.data?.days ?? [];
  const listed = days.some(
    (d) => d.date === value?.date && d.slots.some((s) => s.slot === value?.slot),
  );
  // With every slot switched off (decision 057) a delivery goes without one.
  const off = slots.data?.slots_on === false;
  const hint = slots.isError
    ? slots.error.message
    : slots.isPending
      ? slots.isFetching
        ? 'Loading the slots…'
        : 'Enter the pincode first'
      : off
        ? 'Slots are switched off: none needed'
        : undefined;
  return (
    <FormField
      id="new-order-delivery-slot"
      label="Delivery slot"
      required={!off}
      error={error ?? (slots.isError ? hint : undefined)}
    >
      <NativeSelect
        value={listed ? optionValue(value) : ''}
        disabled={days.length === 0 || off}
        onChange={(event) => {
          const [date, slot] = event.target.value.split('|');
          const picked = days.find((d) => d.date === date)?.slots.find((s) => s.slot === slot);
          onChange(date && picked ? { date, slot: picked.slot } : null);
        }}
      >
        <option value="">{slots.isError ? 'No slots' : (hint ?? 'Choose a day and slot')}</option>
        {days.map((day) => (
          <optgroup key={day.date} label={weekdayDayLabel(day.date)}>
            {day.slots.map((s) => (
              <option key={s.slot} value={`${day.date}|${s.slot}`} disabled={s.left === 0}>
                {`${weekdayDayLabel(day.date)} · ${s.label} · ${s.left === 0 ? 'Full' : `${s.left} left`}`}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </FormField>
  );
}
