import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonNamed } from '@/testing/dom';
import {
  anOrder,
  SET_AND_PLAIN_SOFA,
  SET_AND_PLAIN_SOFA_NAMES,
  shownLineNames,
} from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderHistory } from './order-history';

const orders = [
  anOrder({ number: 1006, status: 'cancelled' }),
  anOrder({ number: 1005, status: 'completed' }),
  anOrder({ number: 1004, status: 'delivered' }),
  anOrder({ number: 1003, status: 'dispatched' }),
  anOrder({ number: 1002, status: 'processing' }),
  anOrder({ number: 1001, status: 'new' }),
];

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="order-card"]')];
const shownNumbers = () => cards().map((card) => card.querySelector('h3')?.textContent);
const tab = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    t.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`No tab ${name}`);
  return found;
};
// Radix tabs switch on mouse-down (and on focus), not on click.
const openTab = (name: string) =>
  act(() => {
    tab(name).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });

afterEach(resetTestState);

describe('OrderHistory', () => {
  it('shows every order under All, cancelled ones included, with the shared status label as the badge', () => {
    render(<OrderHistory orders={orders} />);
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'All6',
      'Delivered2',
      'Shipped1',
      'Processing2',
    ]);
    expect(shownNumbers()).toEqual([
      'Order #1006',
      'Order #1005',
      'Order #1004',
      'Order #1003',
      'Order #1002',
      'Order #1001',
    ]);
    // Issue #12 (docs/decisions/013): the badge is the word staff see too, not the tab's stage.
    expect(cards().map((card) => card.querySelector('[data-status]')?.textContent)).toEqual([
      'Cancelled',
      'Completed',
      'Delivered',
      'Shipped',
      'Processing',
      'New',
    ]);
  });

  it('filters by customer stage: delivered+completed, dispatched, new+processing', () => {
    render(<OrderHistory orders={orders} />);
    openTab('Delivered');
    expect(shownNumbers()).toEqual(['Order #1005', 'Order #1004']);
    openTab('Shipped');
    expect(shownNumbers()).toEqual(['Order #1003']);
    openTab('Processing');
    expect(shownNumbers()).toEqual(['Order #1002', 'Order #1001']);
  });

  it('offers Cancel Order only on orders still in Processing', () => {
    render(<OrderHistory orders={orders} />);
    const cancellable = cards()
      .filter((card) =>
        [...card.querySelectorAll('button')].some((b) => b.textContent === 'Cancel Order'),
      )
      .map((card) => card.querySelector('h3')?.textContent);
    expect(cancellable).toEqual(['Order #1002', 'Order #1001']);
    for (const card of cards()) {
      expect(buttonNamed('View Details', card)).toBeTruthy();
      expect(buttonNamed('Reorder', card)).toBeTruthy();
      expect(buttonNamed('Track Order', card)).toBeTruthy();
    }
  });

  it('names a set line as the Complete Set, in full although card names are cut (issue #24)', () => {
    render(<OrderHistory orders={[anOrder({ items: SET_AND_PLAIN_SOFA })]} />);
    const list = cards()[0]?.querySelector('ul');
    expect(shownLineNames(list)).toEqual(SET_AND_PLAIN_SOFA_NAMES);
    const [setName] = [...(list?.querySelectorAll('li p:first-of-type') ?? [])];
    expect(setName?.className).not.toContain('line-clamp');
  });

  it("says 'No orders available' for an empty tab and for no orders at all", () => {
    render(<OrderHistory orders={[anOrder({ status: 'delivered' })]} />);
    openTab('Shipped');
    expect(document.body.textContent).toContain('No orders available');
    resetTestState();
    render(<OrderHistory orders={[]} />);
    expect(document.body.textContent).toContain('No orders available');
    expect(document.querySelector('a[href="/products"]')?.textContent).toBe('Browse Products');
  });
});
