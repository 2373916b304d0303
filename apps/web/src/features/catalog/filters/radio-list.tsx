import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/** A labelled single-choice list (category, sort). */
export function RadioList({
  labelledBy,
  name,
  options,
  value,
  onChange,
}: {
  labelledBy: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const prefix = useId();
  return (
    <RadioGroup aria-labelledby={labelledBy} name={name} value={value} onValueChange={onChange}>
      {options.map((option) => {
        const id = `${prefix}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-3">
            <RadioGroupItem id={id} value={option.value} />
            <Label
              htmlFor={id}
              className="cursor-pointer py-0.5 font-normal text-foreground/90 peer-data-[state=checked]:font-medium peer-data-[state=checked]:text-foreground"
            >
              {option.label}
            </Label>
          </div>
        );
      })}
    </RadioGroup>
  );
}
