import { describe, expect, it } from 'vitest';
import {
  fillDays,
  kolkataDay,
  kolkataDayStart,
  kolkataDays,
  kolkataMonthStart,
} from './kolkata-calendar.ts';

describe('calendar days in India (dashboard series)', () => {
  it('puts an instant on the day it is in India, not in UTC', () => {
    // 18:29 UTC is 23:59 IST; 18:30 UTC is already the next day in India.
    expect(kolkataDay(new Date('2026-03-05T18:29:59.999Z'))).toBe('2026-03-05');
    expect(kolkataDay(new Date('2026-03-05T18:30:00.000Z'))).toBe('2026-03-06');
    expect(kolkataDay(new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05');
  });

  it('lists the days ending with today in India, oldest first, across a month end', () => {
    const now = new Date('2026-03-01T20:00:00Z'); // 2 March, 01:30 in India
    expect(kolkataDays(now, 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(kolkataDays(now, 30)).toHaveLength(30);
    expect(kolkataDays(now, 30)[0]).toBe('2026-02-01');
  });

  it('starts a day at 00:00 IST (18:30 UTC the day before)', () => {
    expect(kolkataDayStart('2026-03-06').toISOString()).toBe('2026-03-05T18:30:00.000Z');
    expect(kolkataDay(kolkataDayStart('2026-03-06'))).toBe('2026-03-06');
  });

  it('fills days without totals with 0', () => {
    const totals = new Map([['2026-03-02', 5]]);
    expect(fillDays(['2026-03-01', '2026-03-02', '2026-03-03'], totals)).toEqual([
      { date: '2026-03-01', value: 0 },
      { date: '2026-03-02', value: 5 },
      { date: '2026-03-03', value: 0 },
    ]);
  });
});

describe('kolkataMonthStart', () => {
  it('is the 1st at 00:00 IST, i.e. 18:30 UTC on the last day of the month before', () => {
    expect(kolkataMonthStart(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });

  it('already counts the new month from 00:00 IST, while UTC is still in the old one', () => {
    expect(kolkataMonthStart(new Date('2026-03-31T18:30:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(kolkataMonthStart(new Date('2026-03-31T18:29:59.999Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });

  it('rolls over the year in January', () => {
    expect(kolkataMonthStart(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2025-12-31T18:30:00.000Z',
    );
  });
});
