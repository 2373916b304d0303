import { describe, expect, it } from 'vitest';
import {
  formatDay,
  peakDay,
  type SeriesMeasure,
  seriesSummary,
  seriesTotal,
} from './series-summary';

const rupees: SeriesMeasure = { name: 'Revenue', format: (n) => `₹${n}`, money: true };
const count: SeriesMeasure = { name: 'Orders', format: (n) => `${n}`, money: false };
const points = (...values: number[]) =>
  values.map((value, index) => ({ date: `2026-03-0${index + 1}`, value }));

describe('series summary (the charts in words)', () => {
  it('formats a day of the series as an Indian reader writes it', () => {
    expect(formatDay('2026-03-05')).toBe('5 Mar');
    expect(formatDay('2026-12-31')).toBe('31 Dec');
  });

  it('adds rupees in paise, so the total is exact', () => {
    expect(seriesTotal(points(0.1, 0.2, 0.7), rupees)).toBe(1);
    expect(seriesTotal(points(1, 2, 3), count)).toBe(6);
  });

  it('names the highest day, the earliest of equals, and none when all are 0', () => {
    expect(peakDay(points(1, 5, 5))).toEqual({ date: '2026-03-02', value: 5 });
    expect(peakDay(points(0, 0))).toBeNull();
  });

  it('sums up the chart in one sentence', () => {
    expect(seriesSummary(points(0, 45000, 1500.5), rupees)).toBe(
      'Total ₹46500.5 in 3 days; highest on 2 Mar: ₹45000',
    );
    expect(seriesSummary(points(0, 0), count)).toBe('Total 0 in 2 days; nothing on any day');
  });
});
