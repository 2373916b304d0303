import {
  type DeliveryZone,
  type DeliveryZoneInput,
  formatRupees,
  WEEKDAYS,
  type Weekday,
} from '@sheesham/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveZone } from '../api/delivery-admin';

/** Which pincodes a zone takes, in words. */
function matchText({ match }: DeliveryZone): string {
  if (match.rest_of_india) return 'Every pincode no zone above takes';
  const parts: string[] = [];
  if (match.within_km !== null) {
    parts.push(`Within ${match.within_km} km of ${match.origin_pincode}`);
  }
  if (match.prefixes.length) parts.push(`Pincodes starting ${match.prefixes.join(', ')}`);
  if (match.pincodes.length) parts.push(`${match.pincodes.length} listed pincodes`);
  return parts.join(' · ');
}

/** The form's values: numbers typed as text until saved. */
interface Draft {
  serviceable: boolean;
  charge: string;
  leadDays: string;
  weekdays: Weekday[];
  cutoff: string;
  assembly: boolean;
}

const draftOf = (zone: DeliveryZone): Draft => ({
  serviceable: zone.serviceable,
  charge: String(zone.charge),
  leadDays: String(zone.lead_days),
  weekdays: zone.weekdays,
  cutoff: zone.cutoff,
  assembly: zone.assembly,
});

/** The body as typed: the server checks every field and answers field errors. */
const inputOf = (draft: Draft): DeliveryZoneInput => ({
  serviceable: draft.serviceable,
  charge: draft.charge.trim() === '' ? Number.NaN : Number(draft.charge),
  lead_days: draft.leadDays.trim() === '' ? Number.NaN : Number(draft.leadDays),
  weekdays: draft.weekdays,
  cutoff: draft.cutoff,
  assembly: draft.assembly,
});

function LabelledCheckbox({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <span className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/** One zone: what it takes, and its serviceability, charge, days, cut-off and assembly to edit. */
export function ZoneCard({ zone }: { zone: DeliveryZone }) {
  const [draft, setDraft] = useState(() => draftOf(zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveZone();
  const id = (field: string) => `zone-${zone.position}-${field}`;
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const toggleDay = (day: Weekday, on: boolean) =>
    set({
      weekdays: WEEKDAYS.filter((d) => (d === day ? on : draft.weekdays.includes(d))),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: zone.id, input: inputOf(draft) },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notify(
            'Zone saved',
            `${saved.name}: ${saved.charge === 0 ? 'free' : formatRupees(saved.charge)}`,
          );
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
          notifyError(
            'Error',
            error instanceof ApiRequestError ? error.message : 'Failed to save the zone',
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border bg-card p-5 shadow-xs"
      aria-labelledby={id('name')}
      data-testid="zone-card"
    >
      <div>
        <h2 id={id('name')} className="font-semibold">
          {zone.name}
        </h2>
        <p className="text-sm text-muted-foreground">{matchText(zone)}</p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <LabelledCheckbox
          id={id('serviceable')}
          checked={draft.serviceable}
          onChange={(serviceable) => set({ serviceable })}
          label="Delivers here"
        />
        <LabelledCheckbox
          id={id('assembly')}
          checked={draft.assembly}
          onChange={(assembly) => set({ assembly })}
          label="Assembly included"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id('charge')} label="Charge (₹)" error={errors.charge}>
          <Input
            inputMode="decimal"
            value={draft.charge}
            onChange={(event) => set({ charge: event.target.value })}
          />
        </FormField>
        <FormField id={id('lead')} label="Days to deliver" error={errors.lead_days}>
          <Input
            inputMode="numeric"
            value={draft.leadDays}
            onChange={(event) => set({ leadDays: event.target.value })}
          />
        </FormField>
        <FormField id={id('cutoff')} label="Daily cut-off (IST)" error={errors.cutoff}>
          <Input
            type="time"
            value={draft.cutoff}
            onChange={(event) => set({ cutoff: event.target.value })}
          />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Delivery days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {WEEKDAYS.map((day) => (
            <LabelledCheckbox
              key={day}
              id={id(day)}
              checked={draft.weekdays.includes(day)}
              onChange={(on) => toggleDay(day, on)}
              label={day}
            />
          ))}
        </div>
        {errors.weekdays && <p className="text-sm text-destructive">{errors.weekdays}</p>}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner className="text-current" />}
        Save zone
      </Button>
    </form>
  );
}
