import { LayoutDashboardIcon, type LucideIcon, UserRoundIcon } from 'lucide-react';
import type { SessionUser } from './session-context';

export interface AccountLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * The account menu's links (SPEC §2): Profile for everyone, Admin Panel for admins only.
 * Used by the lazily loaded menus only, so the icons stay off the home page's first load.
 */
export function accountLinks(user: Pick<SessionUser, 'isAdmin'>): AccountLink[] {
  const links: AccountLink[] = [{ label: 'Profile', to: '/profile', icon: UserRoundIcon }];
  if (user.isAdmin) links.push({ label: 'Admin Panel', to: '/admin', icon: LayoutDashboardIcon });
  return links;
}
