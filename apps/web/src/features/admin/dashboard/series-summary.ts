import { fromPaise, toPaise } from '@sheesham/shared';
import type { SeriesPoint } from '@sheesham/shared/admin-dashboard';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-05' (a day in India, as the series gives it) → '5 Mar'. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

export interface SeriesMeasure {
  /** 'Revenue', 'Orders': the table's value column. */
  name: string;
  format: (value: number) => string;
  /** Rupees are summed in paise, so thirty days of paise add up exactly. */
  money: boolean;
}

/** The series' total over its days. */
export function seriesTotal(points: SeriesPoint[], measure: SeriesMeasure): number {
  if (!measure.money) return points.reduce((sum, point) => sum + point.value, 0);
  return fromPaise(points.reduce((sum, point) => sum + toPaise(point.value), 0));
}

/** The day with the highest value (the earliest of equals), or null when every day is 0. */
export function peakDay(points: SeriesPoint[]): SeriesPoint | null {
  let peak: SeriesPoint | null = null;
  for (const point of points) if (point.value > (peak?.value ?? 0)) peak = point;
  return peak;
}

/** The chart's one-line text alternative: 'Total ₹1,20,000 in 30 days; highest on 5 Mar: ₹45,000'. */
export function seriesSummary(points: SeriesPoint[], measure: SeriesMeasure): string {
  const peak = peakDay(points);
  const total = `Total ${measure.format(seriesTotal(points, measure))} in ${points.length} days`;
  if (!peak) return `${total}; nothing on any day`;
  return `${total}; highest on ${formatDay(peak.date)}: ${measure.format(peak.value)}`;
}
