import { describe, expect, it } from 'vitest';
import { growthWindows, percentChange } from './dashboard-figures.ts';

describe('dashboard growth', () => {
  it.each([
    [112, 100, 12],
    [95, 100, -5],
    [100, 100, 0],
    [0, 40, -100],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [250, 100, 150],
  ])('%d after %d is %d %%', (current, previous, growth) => {
    expect(percentChange(current, previous)).toBe(growth);
  });

  it('is null when the earlier window is empty (no base to compare with)', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('compares the last 30 days with the 30 days before', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const { currentStart, previousStart } = growthWindows(now);
    expect(currentStart.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(previousStart.toISOString()).toBe('2026-01-30T12:00:00.000Z');
  });
});
