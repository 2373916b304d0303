import { type SlotCalendar, weekdayDayLabel } from '@sheesham/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { notify, notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { type CapacityChange, useChangeCapacity, useSlotCalendar } from './api/slot-calendar';
import { CapacityForm } from './components/capacity-form';

type Slot = SlotCalendar['slots'][number];

const CARD = 'rounded-xl border bg-card p-4 shadow-sm sm:p-6';

/**
 * The admin's delivery slots (issue #26 item 4, decision 050): each slot's places on a usual day,
 * and the next 14 days with what is booked and that day's own places.
 */
export function DeliverySlotsView() {
  const calendar = useSlotCalendar();
  const change = useChangeCapacity();
  const save = (request: CapacityChange, what: string) =>
    change.mutate(request, {
      onSuccess: () => notify('Capacity saved', what),
      onError: (error) => notifyError('Failed to save capacity', error.message),
    });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Delivery Slots"
        description="How many deliveries each slot takes a day. Shoppers pick from what is left."
      />
      {calendar.data ? (
        <>
          <section className={CARD} aria-labelledby="slot-defaults-title">
            <h2 id="slot-defaults-title" className="mb-4 text-lg font-semibold">
              Places on a usual day
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {calendar.data.slots.map((slot) => (
                <li
                  key={slot.slot}
                  className="grid gap-2"
                  data-testid={`slot-default-${slot.slot}`}
                >
                  <span className="text-sm font-medium">{slot.label}</span>
                  <CapacityForm
                    id={`default-${slot.slot}`}
                    label={`${slot.label}: places on a usual day`}
                    value={slot.default_capacity}
                    busy={change.isPending}
                    onSave={(capacity) =>
                      save(
                        { slot: slot.slot, date: null, capacity },
                        `${slot.label}: ${capacity} a day`,
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
          <section className="space-y-3" aria-labelledby="slot-days-title">
            <h2 id="slot-days-title" className="text-lg font-semibold">
              The next 14 days
            </h2>
            {calendar.data.days.map((day) => (
              <DayRow
                key={day.date}
                day={day}
                slots={calendar.data.slots}
                busy={change.isPending}
                save={save}
              />
            ))}
          </section>
        </>
      ) : calendar.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <LoadFailed
          message="The delivery slots could not be loaded."
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      )}
    </div>
  );
}

function DayRow({
  day,
  slots,
  busy,
  save,
}: {
  day: SlotCalendar['days'][number];
  slots: Slot[];
  busy: boolean;
  save: (request: CapacityChange, what: string) => void;
}) {
  const dayLabel = weekdayDayLabel(day.date);
  return (
    <article className={CARD} data-testid={`slot-day-${day.date}`}>
      <h3 className="mb-3 font-semibold">{dayLabel}</h3>
      <ul className="grid gap-4 sm:grid-cols-3">
        {day.slots.map((count) => {
          const slot = slots.find((s) => s.slot === count.slot);
          const name = slot?.label ?? count.slot;
          return (
            <li key={count.slot} className="grid gap-2">
              <span className="text-sm">
                <span className="font-medium">{name}</span>
                <br />
                <span className="text-muted-foreground">
                  {count.booked} booked of {count.capacity}
                  {count.overridden ? ' · this day only' : ''}
                </span>
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <CapacityForm
                  id={`capacity-${day.date}-${count.slot}`}
                  label={`${name} places on ${dayLabel}`}
                  value={count.capacity}
                  busy={busy}
                  onSave={(capacity) =>
                    save(
                      { slot: count.slot, date: day.date, capacity },
                      `${name} on ${dayLabel}: ${capacity}`,
                    )
                  }
                />
                {count.overridden && (
                  <button
                    type="button"
                    className="text-sm text-gold underline-offset-4 hover:underline disabled:opacity-50"
                    disabled={busy}
                    onClick={() =>
                      save(
                        { slot: count.slot, date: day.date, capacity: null },
                        `${name} on ${dayLabel}: usual places`,
                      )
                    }
                  >
                    Use the usual
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
