import { nameInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A gold circle with the person's initials; decorative, the name is written beside it. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full bg-gold font-serif font-semibold text-gold-foreground',
        className,
      )}
    >
      {nameInitials(name)}
    </div>
  );
}
