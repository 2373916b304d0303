import { weekdayDayLabel } from '@sheesham/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeliveriesBySlot } from '../api/deliveries-by-slot';
import { DashboardPanel } from './dashboard-panel';

const DAY_NAMES = ['Today', 'Tomorrow'];

/** Today's and tomorrow's deliveries per slot against its places, so the crews can be planned. */
export function DeliveriesPanel() {
  const deliveries = useDeliveriesBySlot();
  const data = deliveries.data;
  return (
    <DashboardPanel
      title="Deliveries by slot"
      description="Orders booked for today and tomorrow, against each slot's places."
      action={{ to: '/admin/delivery-slots', label: 'Manage slots' }}
    >
      {data ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="deliveries-by-slot">
          {data.days.map((day, index) => (
            <div key={day.date} className="rounded-lg border p-4">
              <h3 className="mb-3 text-sm font-semibold">
                {DAY_NAMES[index]} · {weekdayDayLabel(day.date)}
              </h3>
              <ul className="grid gap-2">
                {day.slots.map((count) => {
                  const label = data.slots.find((s) => s.slot === count.slot)?.label ?? count.slot;
                  return (
                    <li
                      key={count.slot}
                      className="flex items-baseline justify-between gap-3 text-sm"
                    >
                      <span>{label}</span>
                      <span className="font-semibold tabular-nums">
                        {count.booked}
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          of {count.capacity}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      ) : deliveries.isError ? (
        <p className="text-sm text-muted-foreground">The deliveries could not be loaded.</p>
      ) : (
        <Skeleton className="h-28 w-full" />
      )}
    </DashboardPanel>
  );
}
