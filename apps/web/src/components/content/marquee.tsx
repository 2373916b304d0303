import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * An endless horizontal strip: the items are rendered twice and the track slides by half its width
 * (animate-marquee), so the loop is seamless. It pauses on hover; with reduced motion it stands
 * still and the single copy wraps instead.
 */
export function Marquee({
  children,
  className,
  trackClassName,
  durationSeconds,
}: {
  children: ReactNode;
  className?: string;
  trackClassName?: string;
  durationSeconds?: number;
}) {
  return (
    <div
      className={cn(
        'group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_8%,#000_92%,transparent)] motion-reduce:[mask-image:none]',
        className,
      )}
    >
      <div
        className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        style={durationSeconds ? { animationDuration: `${durationSeconds}s` } : undefined}
      >
        <div
          className={cn(
            'flex shrink-0 items-center motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center',
            trackClassName,
          )}
        >
          {children}
        </div>
        {/* The second copy only completes the loop, so assistive tech skips it. */}
        <div
          aria-hidden="true"
          className={cn('flex shrink-0 items-center motion-reduce:hidden', trackClassName)}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
