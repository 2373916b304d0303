import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';

/** A labelled multiple-choice list (material, storage, brand). */
export function CheckboxList({
  labelledBy,
  options,
  selected,
  onToggle,
}: {
  labelledBy: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  const prefix = useId();
  return (
    <fieldset aria-labelledby={labelledBy} className="m-0 grid min-w-0 gap-2 border-0 p-0">
      {options.map((option, index) => {
        const id = `${prefix}-${index}`;
        return (
          <div key={option} className="flex items-center gap-3">
            <Checkbox
              id={id}
              checked={selected.includes(option)}
              onCheckedChange={(checked) => onToggle(option, checked === true)}
            />
            <Label
              htmlFor={id}
              className="cursor-pointer py-0.5 leading-snug font-normal text-foreground/90 peer-data-[state=checked]:font-medium peer-data-[state=checked]:text-foreground"
            >
              {option}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
