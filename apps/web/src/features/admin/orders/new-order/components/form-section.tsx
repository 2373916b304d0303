import type { ReactNode } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/** One titled step of the New order form, as a fieldset so its controls are grouped. */
export function FormSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border bg-background/60 p-4">
      <div className="flex items-center justify-between gap-2">
        <legend className="float-left font-sans text-xs font-semibold tracking-[0.15em] text-gold uppercase">
          {title}
        </legend>
        {aside}
      </div>
      <div className="clear-both space-y-3">{children}</div>
    </fieldset>
  );
}

/** A row of choices as a radio group, each option a bordered label, for short either/or picks. */
export function ChoiceRow<T extends string>({
  label,
  value,
  options,
  onChange,
  idPrefix,
  stacked = false,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  idPrefix: string;
  /** One option per line, each as wide as the section (longer labels, narrow sections). */
  stacked?: boolean;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className={stacked ? 'grid gap-2' : 'flex flex-wrap gap-2'}
    >
      {options.map((option) => (
        <label
          key={option.value}
          htmlFor={`${idPrefix}-${option.value}`}
          className="flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm font-medium hover:bg-muted has-data-[state=checked]:border-gold has-data-[state=checked]:bg-gold/10"
        >
          <RadioGroupItem id={`${idPrefix}-${option.value}`} value={option.value} />
          {option.label}
        </label>
      ))}
    </RadioGroup>
  );
}
