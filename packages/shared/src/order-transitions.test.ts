import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import {
  canTransition,
  isFinalStatus,
  nextForward,
  nextStatuses,
  ORDER_TRANSITIONS,
} from './order-transitions.ts';

/** Every pair the table allows, as 'from>to'. */
const allowed = () =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
  );

describe('the order transition table', () => {
  it('moves forward one step at a time, and cancels only before dispatch', () => {
    expect(allowed()).toEqual([
      'new>processing',
      'new>cancelled',
      'processing>dispatched',
      'processing>cancelled',
      'dispatched>delivered',
      'delivered>completed',
    ]);
  });

  it('has no exits from completed and cancelled', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });

  it('never allows staying put or going back', () => {
    const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
    for (const from of ORDER_STATUSES) {
      expect(canTransition(from, from)).toBe(false);
      for (const to of nextStatuses(from)) expect(rank(to)).toBeGreaterThan(rank(from));
    }
  });

  it('answers nextStatuses from the same table, in the order things happen', () => {
    expect(nextStatuses('new')).toEqual(['processing', 'cancelled']);
    expect(nextStatuses('dispatched')).toEqual(['delivered']);
    expect(nextStatuses('cancelled')).toEqual([]);
    for (const from of ORDER_STATUSES) expect(nextStatuses(from)).toBe(ORDER_TRANSITIONS[from]);
  });

  it('reaches every status from new', () => {
    const reached = new Set<OrderStatus>(['new']);
    for (const from of ORDER_STATUSES) {
      if (reached.has(from)) for (const to of nextStatuses(from)) reached.add(to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('walks the forward line new → processing → dispatched → delivered → completed', () => {
    const line: (OrderStatus | null)[] = ['new'];
    while (line.at(-1)) line.push(nextForward(line.at(-1) as OrderStatus));
    expect(line).toEqual(['new', 'processing', 'dispatched', 'delivered', 'completed', null]);
    expect(nextForward('cancelled')).toBeNull();
  });
});
