import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_QUICK_RANGES } from '@sheesham/shared';
import { useEffect, useId, useState } from 'react';
import { Input, Label } from '@/components/ui/input';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { cn } from '@/lib/utils';

const PRICE_DEBOUNCE_MS = 500;

interface PriceBounds {
  minPrice: string;
  maxPrice: string;
}

/** Min/max inputs (empty min = 0, empty max = 100000) and the three quick ranges of SPEC §2. */
export function PriceFilter({
  value,
  onCommit,
}: {
  value: PriceBounds;
  onCommit: (bounds: PriceBounds) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback(onCommit, PRICE_DEBOUNCE_MS);

  // Follow the URL when it changes from elsewhere (chip removed, Clear All, Back).
  const { minPrice, maxPrice } = value;
  useEffect(() => setDraft({ minPrice, maxPrice }), [minPrice, maxPrice]);

  const change = (patch: Partial<PriceBounds>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    commit(next);
  };

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <PriceInput
          id={`${id}-min`}
          label="Min price"
          placeholder={String(PRICE_FILTER_MIN)}
          value={draft.minPrice}
          onChange={(minPrice) => change({ minPrice })}
        />
        <PriceInput
          id={`${id}-max`}
          label="Max price"
          placeholder={String(PRICE_FILTER_MAX)}
          value={draft.maxPrice}
          onChange={(maxPrice) => change({ maxPrice })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {PRICE_QUICK_RANGES.map((range) => {
          const active = minPrice === String(range.min) && maxPrice === String(range.max);
          return (
            <button
              key={range.label}
              type="button"
              aria-pressed={active}
              onClick={() => {
                const bounds = { minPrice: String(range.min), maxPrice: String(range.max) };
                setDraft(bounds);
                onCommit(bounds);
              }}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1.5 text-xs font-medium transition-colors hover:border-gold hover:text-foreground',
                active
                  ? 'border-gold bg-accent text-accent-foreground'
                  : 'border-input bg-card text-muted-foreground',
              )}
            >
              {range.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function PriceInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        {label}
      </Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
          aria-hidden="true"
        >
          ₹
        </span>
        <Input
          id={id}
          // Text with a numeric keypad: no spinner arrows eating the narrow field, and the
          // value stays exactly what was typed.
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          // Whole rupees only: the URL and the API take digits.
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 9))}
          className="pl-7 tabular-nums"
        />
      </div>
    </div>
  );
}
