import {
  type DeliveryZone,
  type DeliveryZoneInput,
  WEEKDAYS,
  type Weekday,
} from '@sheesham/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The form's values: numbers typed as text until saved. */
export interface ZoneDraft {
  serviceable: boolean;
  charge: string;
  leadDays: string;
  weekdays: Weekday[];
  cutoff: string;
  assembly: boolean;
}

export const zoneDraftOf = (zone: DeliveryZoneInput | DeliveryZone): ZoneDraft => ({
  serviceable: zone.serviceable,
  charge: String(zone.charge),
  leadDays: String(zone.lead_days),
  weekdays: [...zone.weekdays],
  cutoff: zone.cutoff,
  assembly: zone.assembly,
});

/** The body as typed: the server checks every field and answers field errors. */
export const zoneInputOf = (draft: ZoneDraft): DeliveryZoneInput => ({
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

/**
 * What a zone promises, as an edit and a new zone both ask it: serviceable, assembly, charge,
 * days to deliver, the daily cut-off and the delivery days, with the server's field errors.
 */
export function ZoneFields({
  idPrefix,
  draft,
  onChange,
  errors,
}: {
  idPrefix: string;
  draft: ZoneDraft;
  onChange: (change: Partial<ZoneDraft>) => void;
  errors: Record<string, string>;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const toggleDay = (day: Weekday, on: boolean) =>
    onChange({
      weekdays: WEEKDAYS.filter((d) => (d === day ? on : draft.weekdays.includes(d))),
    });
  return (
    <>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <LabelledCheckbox
          id={id('serviceable')}
          checked={draft.serviceable}
          onChange={(serviceable) => onChange({ serviceable })}
          label="Delivers here"
        />
        <LabelledCheckbox
          id={id('assembly')}
          checked={draft.assembly}
          onChange={(assembly) => onChange({ assembly })}
          label="Assembly included"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id('charge')} label="Charge (₹)" error={errors.charge}>
          <Input
            inputMode="decimal"
            value={draft.charge}
            onChange={(event) => onChange({ charge: event.target.value })}
          />
        </FormField>
        <FormField id={id('lead')} label="Days to deliver" error={errors.lead_days}>
          <Input
            inputMode="numeric"
            value={draft.leadDays}
            onChange={(event) => onChange({ leadDays: event.target.value })}
          />
        </FormField>
        <FormField id={id('cutoff')} label="Daily cut-off (IST)" error={errors.cutoff}>
          <Input
            type="time"
            value={draft.cutoff}
            onChange={(event) => onChange({ cutoff: event.target.value })}
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
    </>
  );
}
