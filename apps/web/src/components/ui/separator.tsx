import { cn } from '@/lib/utils';

/** A thin gold rule with a diamond in the middle, used under section titles. */
export function OrnamentDivider({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center gap-3', className)}>
      <span className="h-px w-10 bg-gold/50" />
      <span className="size-1.5 rotate-45 bg-gold" />
      <span className="h-px w-10 bg-gold/50" />
    </div>
  );
}
