export interface NavItem {
  label: string;
  to: string;
  /** Other path prefixes that belong to this item (the listing's alias and product pages). */
  alsoActiveOn?: string[];
}

/** Top navigation, in the order SPEC §2 lists it. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Products', to: '/products', alsoActiveOn: ['/browse', '/product/'] },
  { label: 'Contact', to: '/contact' },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  const prefixes = [item.to, ...(item.alsoActiveOn ?? [])];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
