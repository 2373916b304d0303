import { XIcon } from 'lucide-react';
import type { FilterChip } from './url-state';
import type { FiltersUpdate } from './use-catalog-filters';

/** One removable chip per applied filter. */
export function FilterChips({
  chips,
  onChange,
}: {
  chips: readonly FilterChip[];
  onChange: (update: FiltersUpdate) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Applied filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            aria-label={`Remove filter ${chip.label}`}
            className="group inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-gold/40 bg-accent py-1 pr-2 pl-3 text-sm text-accent-foreground transition-colors hover:border-gold hover:bg-gold/15"
          >
            {chip.label}
            <XIcon className="size-3.5 opacity-60 group-hover:opacity-100" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
