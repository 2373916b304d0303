import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { RemoveButton } from '../../components/remove-button';
import { useDeliveryHolidays, useHolidayChanges } from '../api/delivery-admin';

/** The days nobody delivers, whatever the zone: listed, added and removed. */
export function HolidayList() {
  const holidays = useDeliveryHolidays();
  const { add, remove } = useHolidayChanges();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    add.mutate(
      { date, name },
      {
        onSuccess: () => {
          setDate('');
          setName('');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
          notifyError('Error', error instanceof ApiRequestError ? error.message : 'Failed to add');
        },
      },
    );
  };

  return (
    <section aria-labelledby="holidays-title" className="space-y-4 rounded-xl border bg-card p-5">
      <div>
        <h2 id="holidays-title" className="font-semibold">
          Holidays
        </h2>
        <p className="text-sm text-muted-foreground">No zone delivers on these days.</p>
      </div>
      <ul className="divide-y text-sm" data-testid="holiday-list">
        {(holidays.data ?? []).map((holiday) => (
          <li key={holiday.date} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{formatDate(holiday.date)}</span> · {holiday.name}
            </span>
            <RemoveButton
              name={holiday.name}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(holiday.date, {
                  onError: () => notifyError('Error', 'Failed to remove the holiday'),
                })
              }
            />
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={submit}
        className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]"
      >
        <FormField id="holiday-date" label="Date" error={errors.date}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField id="holiday-name" label="Name" error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          Add holiday
        </Button>
      </form>
    </section>
  );
}
