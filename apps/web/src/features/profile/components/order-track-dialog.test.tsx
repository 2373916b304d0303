import type { Order } from '@sheesham/shared';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderTrackDialog } from './order-track-dialog';

const track = (order: Order) =>
  render(<OrderTrackDialog order={order} open onOpenChange={() => {}} triggerRef={createRef()} />);

const steps = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="timeline-step"]')].map((step) => ({
    title: step.querySelector('p')?.textContent,
    state: step.dataset.state,
    date: step.querySelector('time')?.getAttribute('dateTime') ?? null,
  }));

afterEach(resetTestState);

describe('Track Order timeline', () => {
  it('lists each recorded status with its date, marks the latest current, then what is to come', () => {
    track(
      anOrder({
        status: 'dispatched',
        history: [
          { status: 'new', at: '2026-03-05T10:30:00.000Z' },
          { status: 'processing', at: '2026-03-06T08:00:00.000Z' },
          { status: 'dispatched', at: '2026-03-08T12:15:00.000Z' },
        ],
      }),
    );
    expect(steps()).toEqual([
      { title: 'New', state: 'done', date: '2026-03-05T10:30:00.000Z' },
      { title: 'Processing', state: 'done', date: '2026-03-06T08:00:00.000Z' },
      { title: 'Shipped', state: 'current', date: '2026-03-08T12:15:00.000Z' },
      { title: 'Delivered', state: 'upcoming', date: null },
    ]);
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Shipped');
    // Dates read the Indian way: day month year.
    expect(document.querySelector('time')?.textContent).toMatch(/^5 Mar 2026/);
  });

  it('ends a cancelled order at Cancelled with nothing to come', () => {
    track(anOrder({ status: 'cancelled' }));
    expect(steps().map((s) => [s.title, s.state])).toEqual([
      ['New', 'done'],
      ['Cancelled', 'current'],
    ]);
  });

  it('shows a new order as placed, with Processing, Shipped and Delivered still to come', () => {
    track(anOrder({ status: 'new' }));
    // Issue #12: the badge says New, so Processing is a step still to come, as for staff.
    expect(steps().map((s) => [s.title, s.state])).toEqual([
      ['New', 'current'],
      ['Processing', 'upcoming'],
      ['Shipped', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
    expect(document.body.textContent).toContain('Order placed');
  });

  it('names the badge and the first step alike: New for a new order', () => {
    track(anOrder({ status: 'new' }));
    expect(document.querySelector('[data-status]')?.textContent).toBe('New');
    expect(steps()[0]?.title).toBe('New');
  });

  it('shows a completed order as Completed, with nothing to come', () => {
    track(
      anOrder({
        status: 'completed',
        history: [
          { status: 'new', at: '2026-03-05T10:30:00.000Z' },
          { status: 'delivered', at: '2026-03-09T10:00:00.000Z' },
          { status: 'completed', at: '2026-03-10T10:00:00.000Z' },
        ],
      }),
    );
    expect(steps().map((s) => [s.title, s.state])).toEqual([
      ['New', 'done'],
      ['Delivered', 'done'],
      ['Completed', 'current'],
    ]);
  });

  it('falls back to the order date when no history was sent', () => {
    track(anOrder({ status: 'delivered', history: [] }));
    expect(steps()).toEqual([
      { title: 'Delivered', state: 'current', date: '2026-03-05T10:30:00.000Z' },
    ]);
  });
});
