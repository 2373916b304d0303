import {
  type DeliverySlotCode,
  deliverySlotText,
  type Order,
  type SlotCalendar,
  slotMovable,
  weekdayDayLabel,
} from '@sheesham/shared';
import { CalendarClockIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DetailSection } from '@/components/detail-list';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { notify, notifyError } from '@/components/ui/toaster';
import { useSlotCalendar } from '../../delivery-slots/api/slot-calendar';
import { useMoveDeliverySlot } from '../api/move-delivery-slot';

type Choice = `${string}|${DeliverySlotCode}`;

/** Every day and slot of the next 14 days with a place left, as "date|slot" options. */
function openChoices(calendar: SlotCalendar) {
  return calendar.days.flatMap((day) =>
    day.slots
      .filter((count) => count.booked < count.capacity)
      .map((count) => {
        const slot = calendar.slots.find((s) => s.slot === count.slot);
        return {
          value: `${day.date}|${count.slot}` as Choice,
          label: `${weekdayDayLabel(day.date)} · ${slot?.label ?? count.slot} (${count.capacity - count.booked} left)`,
        };
      }),
  );
}

/**
 * The delivery day and slot of an order, and, until it is dispatched, a way for staff to move it
 * to another one with a place left (the server checks the places again).
 */
export function DeliverySlotSection({ order }: { order: Order }) {
  const [moving, setMoving] = useState(false);
  if (order.fulfilment !== 'delivery') return null;
  const movable = slotMovable(order);
  return (
    <DetailSection title="Delivery slot" testId="details-slot">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {order.delivery_slot ? (
            <span className="font-medium">{deliverySlotText(order.delivery_slot)}</span>
          ) : (
            <span className="text-muted-foreground">No slot booked</span>
          )}
        </p>
        {movable && !moving && (
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            <CalendarClockIcon aria-hidden="true" />
            {order.delivery_slot ? 'Move slot' : 'Book a slot'}
          </Button>
        )}
      </div>
      {movable && moving && <MoveSlotForm order={order} onDone={() => setMoving(false)} />}
    </DetailSection>
  );
}

function MoveSlotForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const calendar = useSlotCalendar();
  const move = useMoveDeliverySlot();
  const [choice, setChoice] = useState<Choice | ''>('');
  const options = calendar.data ? openChoices(calendar.data) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const [date, slot] = choice.split('|') as [string, DeliverySlotCode];
    move.mutate(
      { orderId: order.id, choice: { date, slot } },
      {
        onSuccess: (moved) => {
          notify(
            'Delivery slot moved',
            moved.delivery_slot ? deliverySlotText(moved.delivery_slot) : '',
          );
          onDone();
        },
        onError: (error) => notifyError('Failed to move the delivery slot', error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`move-slot-${order.id}`}>New day and slot</Label>
        <NativeSelect
          id={`move-slot-${order.id}`}
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
          disabled={!calendar.data}
        >
          <option value="">{calendar.data ? 'Choose a day and slot' : 'Loading slots…'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="sm" disabled={!choice || move.isPending}>
        Move
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
