import { type DeliverySlotChoice, type SlotAvailability, weekdayDayLabel } from '@sheesham/shared';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDeliverySlots } from '../api/delivery-slots';
import { type DeliveryDetails, type DeliveryFormValues, NO_SLOTS } from '../checkout-form';
import { CheckoutCard } from './checkout-card';

export const SLOT_FIELD_ID = 'checkout-delivery-slot';

const CHOICE =
  'cursor-pointer rounded-xl border-2 border-border bg-card transition-colors hover:border-gold/50 has-[:checked]:border-gold has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:disabled]:hover:border-border';

const placesText = (left: number) =>
  left === 0 ? 'Full' : left === 1 ? '1 place left' : `${left} places left`;

/** The days as chips the shopper scrolls through: weekday above, day and month below. */
function DayChoices({
  days,
  value,
  onChange,
}: {
  days: SlotAvailability['days'];
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, so the row of days would widen
    // the checkout's column (and the page on a phone) instead of scrolling inside it.
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">Delivery date</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2" data-testid="slot-days">
        {days.map((day) => {
          const [weekday, date] = weekdayDayLabel(day.date).split(', ');
          const full = day.slots.every((s) => s.left === 0);
          return (
            <label
              key={day.date}
              className={cn(
                CHOICE,
                // relative: the sr-only radio is absolutely placed; without a positioned label
                // its box escapes the scrolling row and widens the page.
                'relative flex min-w-[4.75rem] shrink-0 flex-col items-center px-3 py-2',
              )}
            >
              <input
                type="radio"
                name="delivery-date"
                value={day.date}
                checked={value === day.date}
                disabled={full}
                onChange={() => onChange(day.date)}
                className="sr-only"
              />
              <span className="text-xs text-muted-foreground uppercase">{weekday}</span>
              <span className="font-semibold whitespace-nowrap">{date}</span>
              {full && <span className="text-xs text-muted-foreground">Full</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Step 2 of checkout (issue #26 item 4): once the pincode is complete, the days from the promised
 * one and their slots with the places left. The choice is the form's `delivery_slot`; the server
 * checks it again and books it with the order (decision 050).
 */
export function DeliverySlotPicker({
  form,
}: {
  form: UseFormReturn<DeliveryFormValues, unknown, DeliveryDetails>;
}) {
  const pincode = useWatch({ control: form.control, name: 'pincode' });
  const value = useWatch({ control: form.control, name: 'delivery_slot' });
  const chosen = value === NO_SLOTS ? null : value;
  const slots = useDeliverySlots(pincode);
  const days = slots.data?.days ?? [];
  const [day, setDay] = useState('');
  const shownDay =
    days.find((d) => d.date === day) ?? days.find((d) => d.slots.some((s) => s.left > 0));
  const error = form.formState.errors.delivery_slot;

  // A new pincode has its own days: a choice made for another one no longer holds. With every
  // slot switched off (decision 057) the order goes without one.
  useEffect(() => {
    const current = form.getValues('delivery_slot');
    if (!slots.data) return;
    if (!slots.data.slots_on) {
      if (current !== NO_SLOTS) form.setValue('delivery_slot', NO_SLOTS);
      return;
    }
    if (current === NO_SLOTS) form.setValue('delivery_slot', null);
    if (!current || current === NO_SLOTS) return;
    const stillOpen = slots.data.days
      .find((d) => d.date === current.date)
      ?.slots.some((s) => s.slot === current.slot && s.left > 0);
    if (!stillOpen) form.setValue('delivery_slot', null);
  }, [slots.data, form]);

  const choose = (choice: DeliverySlotChoice | null) =>
    form.setValue('delivery_slot', choice, { shouldValidate: form.formState.isSubmitted });

  return (
    <CheckoutCard
      id="delivery-slot"
      step={2}
      title="Delivery Slot"
      description="Pick the day and the time our team comes to deliver and assemble."
    >
      <div id={SLOT_FIELD_ID} tabIndex={-1} className="scroll-mt-32 outline-none">
        {!slots.isFetched && !slots.isFetching ? (
          <p className="text-sm text-muted-foreground">
            Enter your pincode above to see the delivery dates and slots.
          </p>
        ) : slots.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : slots.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {slots.error.message}
          </p>
        ) : !slots.data.slots_on ? (
          <p className="text-sm" data-testid="delivery-slots-off">
            Earliest delivery to {slots.data.pincode}:{' '}
            <span className="font-semibold">{weekdayDayLabel(slots.data.earliest_date)}</span>. We
            will call you to fix the day and time.
          </p>
        ) : (
          <div className="grid gap-5" data-testid="delivery-slot-picker">
            <p className="text-sm">
              Earliest delivery to {slots.data.pincode}:{' '}
              <span className="font-semibold">{weekdayDayLabel(slots.data.earliest_date)}</span>
            </p>
            <DayChoices
              days={days}
              value={shownDay?.date ?? ''}
              onChange={(date) => {
                setDay(date);
                if (chosen && chosen.date !== date) choose(null);
              }}
            />
            {shownDay && (
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-medium">
                  Time on {weekdayDayLabel(shownDay.date)}
                </legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  {shownDay.slots.map((slot) => (
                    <label key={slot.slot} className={cn(CHOICE, 'grid gap-1 p-4')}>
                      <input
                        type="radio"
                        name="delivery-slot"
                        value={slot.slot}
                        checked={chosen?.date === shownDay.date && chosen.slot === slot.slot}
                        disabled={slot.left === 0}
                        onChange={() => choose({ date: shownDay.date, slot: slot.slot })}
                        className="sr-only"
                      />
                      <span className="font-semibold">{slot.label}</span>
                      <span className="text-sm text-muted-foreground">{placesText(slot.left)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        )}
        {error?.message && (
          <p className="mt-3 text-sm font-medium text-destructive" role="alert">
            {error.message}
          </p>
        )}
      </div>
    </CheckoutCard>
  );
}
