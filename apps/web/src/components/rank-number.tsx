import { cn } from '@/lib/utils';

/** A number in a small gold-on-pale circle: a rank in a list or a step in a sequence. */
export function RankNumber({ value, className }: { value: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-gold',
        className,
      )}
    >
      {value}
    </span>
  );
}
