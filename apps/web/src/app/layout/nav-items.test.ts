import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const item = (label: string) => {
  const found = NAV_ITEMS.find((i) => i.label === label);
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe('isNavItemActive', () => {
  it('lists the five SPEC links in order', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.to])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Products', '/products'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks Home only on the root path', () => {
    expect(isNavItemActive(item('Home'), '/')).toBe(true);
    expect(isNavItemActive(item('Home'), '/about')).toBe(false);
  });

  it('marks Products on the listing, its /browse alias and product pages', () => {
    for (const path of ['/products', '/browse', '/product/abc123']) {
      expect(isNavItemActive(item('Products'), path)).toBe(true);
    }
    expect(isNavItemActive(item('Products'), '/contact')).toBe(false);
  });

  it('marks exactly one item for a content page', () => {
    expect(NAV_ITEMS.filter((i) => isNavItemActive(i, '/services')).map((i) => i.label)).toEqual([
      'Services',
    ]);
  });
});
