import { type DeliveryZone, formatRupees } from '@sheesham/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { RemoveButton } from '../../components/remove-button';
import { useRemoveZone, useSaveZone } from '../api/delivery-admin';
import { ZoneFields, zoneDraftOf, zoneInputOf } from './zone-fields';

/** Which pincodes a zone takes, in words. */
function matchText({ match }: DeliveryZone): string {
  if (match.rest_of_india) return 'Every pincode no zone above takes';
  const parts: string[] = [];
  if (match.within_km !== null) {
    parts.push(`Within ${match.within_km} km of ${match.origin_pincode}`);
  }
  if (match.prefixes.length) parts.push(`Pincodes starting ${match.prefixes.join(', ')}`);
  if (match.pincodes.length) {
    parts.push(
      match.pincodes.length <= 3
        ? `Pincodes ${match.pincodes.join(', ')}`
        : `${match.pincodes.length} listed pincodes`,
    );
  }
  return parts.join(' · ');
}

/**
 * One zone: what it takes, and its serviceability, charge, days, cut-off and assembly to edit;
 * a zone the owner added can be removed (decision 057).
 */
export function ZoneCard({ zone }: { zone: DeliveryZone }) {
  const [draft, setDraft] = useState(() => zoneDraftOf(zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveZone();
  const remove = useRemoveZone();
  const nameId = `zone-${zone.id}-name`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: zone.id, input: zoneInputOf(draft) },
      {
        onSuccess: (saved) => {
          setDraft(zoneDraftOf(saved));
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

  const removeZone = () =>
    remove.mutate(zone.id, {
      onSuccess: () => notify('Zone removed', `${zone.name}: its pincodes go to the next zone`),
      onError: (error) =>
        notifyError(
          'Error',
          error instanceof ApiRequestError ? error.message : 'Failed to remove the zone',
        ),
    });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border bg-card p-5 shadow-xs"
      aria-labelledby={nameId}
      data-testid="zone-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={nameId} className="font-semibold">
            {zone.name}
          </h2>
          <p className="text-sm text-muted-foreground">{matchText(zone)}</p>
        </div>
        {zone.removable && (
          <RemoveButton name={zone.name} disabled={remove.isPending} onClick={removeZone} />
        )}
      </div>
      <ZoneFields
        idPrefix={`zone-${zone.id}`}
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        errors={errors}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner className="text-current" />}
        Save zone
      </Button>
    </form>
  );
}
