import type { SavedAddress } from '@sheesham/shared';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import { AddressSummary } from './address-summary';

/**
 * Saved addresses as a radio group of cards (checkout, staff orders): picking one hands it to
 * `onPick`, which fills the form; the form keeps its own copy, so the order does too.
 */
export function SavedAddressPicker({
  addresses,
  value,
  onPick,
  label,
  idPrefix,
  className,
}: {
  addresses: SavedAddress[];
  /** The picked address's id; null when the form holds an address typed by hand. */
  value: string | null;
  onPick: (address: SavedAddress) => void;
  label: string;
  idPrefix: string;
  /** The grid's columns; two from the small breakpoint unless told otherwise. */
  className?: string;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value ?? ''}
      onValueChange={(id) => {
        const picked = addresses.find((address) => address.id === id);
        if (picked) onPick(picked);
      }}
      className={cn('grid gap-3 sm:grid-cols-2', className)}
    >
      {addresses.map((address) => (
        <label
          key={address.id}
          htmlFor={`${idPrefix}-${address.id}`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted/60 has-data-[state=checked]:border-gold has-data-[state=checked]:bg-gold/5"
        >
          <RadioGroupItem id={`${idPrefix}-${address.id}`} value={address.id} className="mt-0.5" />
          <AddressSummary address={address} />
        </label>
      ))}
    </RadioGroup>
  );
}
