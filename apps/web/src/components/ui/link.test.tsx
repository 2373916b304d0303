import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocation, render, resetTestState } from '@/testing/render';
import { Link, NavLink } from './link';

afterEach(resetTestState);

const linkNamed = (name: string) => {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name);
  if (!link) throw new Error(`no link "${name}"`);
  return link;
};

/** Dispatches a click as a browser would, and says whether the link's own navigation was kept. */
function clickLink(link: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    link.dispatchEvent(event);
  });
  return { followedByBrowser: !event.defaultPrevented };
}

function ShowState() {
  const state = useLocation().state as { from?: string } | null;
  return <p>from: {state?.from ?? 'none'}</p>;
}

describe('Link', () => {
  it('is a real link to its path that navigates in place, carrying its state', () => {
    render(
      <>
        <Link to="/products?category=beds" state={{ from: '/cart' }} className="plain">
          Beds
        </Link>
        <ShowState />
      </>,
    );
    const link = linkNamed('Beds');
    expect(link.getAttribute('href')).toBe('/products?category=beds');
    expect(link.className).toBe('plain');
    expect(clickLink(link).followedByBrowser).toBe(false);
    expect(currentLocation()).toBe('/products?category=beds');
    expect(document.body.textContent).toContain('from: /cart');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<Link to="/about">About</Link>);
    expect(clickLink(linkNamed('About'), { ctrlKey: true }).followedByBrowser).toBe(true);
    expect(currentLocation()).toBe('/');
  });

  it("runs the caller's onClick first, which may cancel the navigation", () => {
    const clicks: string[] = [];
    render(
      <Link
        to="/about"
        onClick={(event) => {
          clicks.push('clicked');
          event.preventDefault();
        }}
      >
        About
      </Link>,
    );
    clickLink(linkNamed('About'));
    expect(clicks).toEqual(['clicked']);
    expect(currentLocation()).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks only the link of the exact page on view as the current page', () => {
    render(
      <>
        <NavLink to="/admin">Dashboard</NavLink>
        <NavLink to="/admin/orders">Orders</NavLink>
      </>,
      { initialEntries: ['/admin/orders'] },
    );
    expect(linkNamed('Orders').getAttribute('aria-current')).toBe('page');
    expect(linkNamed('Dashboard').hasAttribute('aria-current')).toBe(false);
    clickLink(linkNamed('Dashboard'));
    expect(linkNamed('Dashboard').getAttribute('aria-current')).toBe('page');
    expect(linkNamed('Orders').hasAttribute('aria-current')).toBe(false);
  });
});
