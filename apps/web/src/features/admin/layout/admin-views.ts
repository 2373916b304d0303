import {
  BoxesIcon,
  CalendarClockIcon,
  ClipboardListIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MessageSquareTextIcon,
  SendIcon,
  TicketPercentIcon,
  TruckIcon,
  UsersIcon,
} from 'lucide-react';

export interface AdminView {
  /** Below /admin: '' is the dashboard. */
  path: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The sidebar's views (SPEC §2), plus Messages, the contact-form inbox (issue #4), Mail, the
 * outbox (issue #12), SMS, the sign-in codes (decision 056), Vocabulary, the search's words
 * (issue #28), Delivery, the zones and holidays, Delivery Slots (issue #26), and Coupons beside
 * Orders (issue #29).
 */
export const ADMIN_VIEWS: readonly AdminView[] = [
  { path: '', label: 'Dashboard', icon: LayoutDashboardIcon },
  { path: 'inventory', label: 'Inventory', icon: BoxesIcon },
  { path: 'orders', label: 'Orders', icon: ClipboardListIcon },
  { path: 'coupons', label: 'Coupons', icon: TicketPercentIcon },
  { path: 'customers', label: 'Customers', icon: UsersIcon },
  { path: 'delivery', label: 'Delivery', icon: TruckIcon },
  { path: 'delivery-slots', label: 'Delivery Slots', icon: CalendarClockIcon },
  { path: 'messages', label: 'Messages', icon: MailIcon },
  { path: 'mail', label: 'Mail', icon: SendIcon },
  { path: 'sms', label: 'SMS', icon: MessageSquareTextIcon },
  { path: 'vocabulary', label: 'Vocabulary', icon: LanguagesIcon },
];

export const adminHref = (view: AdminView) => (view.path ? `/admin/${view.path}` : '/admin');

/** The view at `pathname` (a trailing slash allowed), or undefined off the known views. */
export const currentAdminView = (pathname: string) =>
  ADMIN_VIEWS.find((view) => adminHref(view) === pathname.replace(/\/$/, ''));
