import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear } from './format-date';

// The tests run in UTC: each instant is chosen so that the day (or month) in India differs.
describe('shop dates', () => {
  it('reads times on the Kolkata clock, whatever the zone of the device', () => {
    expect(formatDateTime('2026-03-06T18:45:00.000Z')).toBe('7 Mar 2026, 12:15 am');
    expect(formatDateTime('2026-03-05T10:30:00.000Z')).toBe('5 Mar 2026, 4:00 pm');
  });

  it('dates an instant by its day in India', () => {
    expect(formatDate('2026-03-06T18:45:00.000Z')).toBe('7 Mar 2026');
    expect(formatDate('2026-03-06T18:29:59.000Z')).toBe('6 Mar 2026');
  });

  it('names the month in India', () => {
    expect(formatMonthYear('2026-03-31T19:00:00.000Z')).toBe('April 2026');
  });
});
