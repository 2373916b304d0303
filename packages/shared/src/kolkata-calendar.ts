import type { SeriesPoint } from './admin-dashboard.ts';

/*
 * The shop's calendar: days and months in India, for the dashboard's daily series and the "this
 * month" figures (a shop in Jaipur counts by its own clock, not by UTC). India Standard Time is
 * UTC+05:30 all year (no daylight saving), so a fixed offset is exact and gives the same days in
 * the browser, in Node and in the database's `at time zone 'Asia/Kolkata'`.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day in India (YYYY-MM-DD) an instant falls on. */
export function kolkataDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in India at an instant (0–1439): a daily cut-off is compared with it. */
export function kolkataMinuteOfDay(instant: Date): number {
  return Math.floor(((instant.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
}

/** The day `count` days after a day (YYYY-MM-DD), in the calendar (no time zone involved). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day (YYYY-MM-DD): 0 Monday … 6 Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The `count` days in India ending with today, oldest first. */
export function kolkataDays(now: Date, count: number): string[] {
  const today = Date.parse(`${kolkataDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The instant a day in India begins (00:00 IST), e.g. the lower bound of a series query. */
export function kolkataDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The instant the current calendar month began in India (the 1st, 00:00 IST). */
export function kolkataMonthStart(now: Date): Date {
  return kolkataDayStart(`${kolkataDay(now).slice(0, 7)}-01`);
}

/** One point per day in `days`, with the given totals and 0 for the days that have none. */
export function fillDays(days: string[], totals: ReadonlyMap<string, number>): SeriesPoint[] {
  return days.map((date) => ({ date, value: totals.get(date) ?? 0 }));
}
