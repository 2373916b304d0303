import { CircleAlertIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A label, one control and its error line. The control gets its id, aria-invalid and
 * aria-describedby wired here so every field reads the same to assistive tech.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id} className="flex items-baseline gap-1.5 text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
        {hint && <span className="text-xs font-normal text-muted-foreground">{hint}</span>}
      </Label>
      {cloneElement(children, {
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
