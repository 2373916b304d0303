import { splitZoneCodes } from '@sheesham/shared';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateZone } from '../api/delivery-admin';
import { type ZoneDraft, ZoneFields, zoneInputOf } from './zone-fields';

/** A new zone starts as the 50 to 150 km band does, to be changed. */
const START: ZoneDraft = {
  serviceable: true,
  charge: '0',
  leadDays: '2',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  cutoff: '14:00',
  assembly: true,
};

/** The server names a bad pincode by its place in the list ('pincodes.2'): one message here. */
function codesError(errors: Record<string, string>): string | undefined {
  const key = Object.keys(errors).find((k) => k === 'pincodes' || k.startsWith('pincodes.'));
  const prefix = Object.keys(errors).find((k) => k.startsWith('prefixes'));
  return (key && errors[key]) || (prefix && errors[prefix]) || undefined;
}

/**
 * Add a zone (decision 057): its name, the pincodes and prefixes it takes, and the same fields
 * as an edit. It is tried before every other zone, so its pincodes leave the band they were in.
 */
export function NewZoneForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [codes, setCodes] = useState('');
  const [draft, setDraft] = useState<ZoneDraft>(START);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { ...zoneInputOf(draft), name, ...splitZoneCodes(codes) },
      {
        onSuccess: (zone) => {
          notify('Zone added', `${zone.name} is tried first`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
          notifyError(
            'Error',
            error instanceof ApiRequestError ? error.message : 'Failed to add the zone',
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-zone-title"
      className="space-y-4 rounded-xl border border-gold/40 bg-card p-5 shadow-xs"
      data-testid="new-zone-form"
    >
      <div>
        <h2 id="new-zone-title" className="font-semibold">
          New zone
        </h2>
        <p className="text-sm text-muted-foreground">
          Tried before every other zone: its pincodes leave the band they were in.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <FormField id="new-zone-name" label="Name" required error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField
          id="new-zone-codes"
          label="Pincodes and prefixes"
          hint="(six digits a pincode, fewer a prefix)"
          required
          error={codesError(errors)}
        >
          <Textarea
            rows={2}
            className="min-h-16"
            placeholder="305001, 305002, 3051"
            value={codes}
            onChange={(event) => setCodes(event.target.value)}
          />
        </FormField>
      </div>
      <ZoneFields
        idPrefix="new-zone"
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        errors={errors}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Spinner className="text-current" />
          ) : (
            <PlusIcon aria-hidden="true" />
          )}
          Add zone
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
