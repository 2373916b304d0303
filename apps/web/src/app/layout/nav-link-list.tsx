import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

/** The five navigation links; the current one carries aria-current="page". */
export function NavLinkList({
  className,
  linkClassName,
  activeClassName,
  onNavigate,
}: {
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              className={cn(linkClassName, active && activeClassName)}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
