import { cn } from '@/lib/utils';
import type { NavCount } from './use-admin-nav-counts';

/**
 * The figure beside a view's link. It sits outside the link, which names it through
 * aria-describedby ('Messages, link, 3 unread'); so the link's own name and text stay the view's
 * label. Over the icon's corner when the sidebar shows icons only.
 */
export function NavCountBadge({
  id,
  value,
  iconsOnly,
}: {
  id: string;
  value: NavCount;
  iconsOnly: boolean;
}) {
  return (
    <span
      id={id}
      data-testid="nav-count"
      className={cn(
        'pointer-events-none absolute flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-light px-1.5 text-xs font-semibold text-primary tabular-nums',
        iconsOnly
          ? 'top-0.5 right-1 h-4 min-w-4 px-1 text-[0.625rem]'
          : 'top-1/2 right-3 -translate-y-1/2',
      )}
    >
      <span aria-hidden="true">{value.count > 99 ? '99+' : value.count}</span>
      <span className="sr-only">{value.description}</span>
    </span>
  );
}
