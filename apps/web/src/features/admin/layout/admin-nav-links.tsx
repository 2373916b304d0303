import { ArrowLeftIcon } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { ADMIN_VIEWS, adminHref } from './admin-views';
import { NavCountBadge } from './nav-count-badge';
import { type NavCount, useAdminNavCounts } from './use-admin-nav-counts';

interface AdminNavLinksProps {
  /** Icons only, each link named by aria-label and a tooltip (the collapsed sidebar). */
  iconsOnly?: boolean;
  onNavigate?: () => void;
}

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-primary-foreground/80 transition-colors hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-gold-light';

const titleOf = (label: string, count: NavCount | undefined) =>
  count ? `${label} (${count.description})` : label;

/**
 * The views and Back to Home, for the sidebar and the small-screen menu alike; Orders and
 * Messages carry the count of new orders and unread messages.
 */
export function AdminNavLinks({ iconsOnly = false, onNavigate }: AdminNavLinksProps) {
  const counts = useAdminNavCounts();
  // The sidebar and the menu can both be in the page: their badges need their own ids.
  const idPrefix = useId();
  return (
    <div className="flex flex-1 flex-col justify-between gap-6">
      <ul className="space-y-1">
        {ADMIN_VIEWS.map((view) => {
          const count = counts[view.path];
          const countId = `${idPrefix}-${view.path || 'dashboard'}-count`;
          return (
            <li key={view.path} className="relative">
              <NavLink
                to={adminHref(view)}
                onClick={onNavigate}
                aria-label={iconsOnly ? view.label : undefined}
                aria-describedby={count ? countId : undefined}
                title={iconsOnly ? titleOf(view.label, count) : undefined}
                className={cn(
                  LINK,
                  'aria-[current=page]:bg-gold aria-[current=page]:text-gold-foreground',
                  iconsOnly ? 'justify-center px-0' : count && 'pr-12',
                )}
              >
                <view.icon className="size-4 shrink-0" aria-hidden="true" />
                {iconsOnly ? null : view.label}
              </NavLink>
              {count ? <NavCountBadge id={countId} value={count} iconsOnly={iconsOnly} /> : null}
            </li>
          );
        })}
      </ul>
      <Link
        to="/"
        aria-label={iconsOnly ? 'Back to Home' : undefined}
        title={iconsOnly ? 'Back to Home' : undefined}
        className={cn(LINK, iconsOnly && 'justify-center px-0')}
      >
        <ArrowLeftIcon className="size-4 shrink-0" aria-hidden="true" />
        {iconsOnly ? null : 'Back to Home'}
      </Link>
    </div>
  );
}
