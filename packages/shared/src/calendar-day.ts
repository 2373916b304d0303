import { z } from 'zod';
import { addDays, weekdayOf } from './kolkata-calendar.ts';

/*
 * Calendar days written YYYY-MM-DD, as the API sends and takes them (a day in India: the shop's
 * own clock, kolkata-calendar.ts, which also adds days to one).
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** A required YYYY-MM-DD field; `what` names it in the messages ("Date", "Delivery date"). */
export const calendarDaySchema = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .regex(DAY_PATTERN, `${what} must be written YYYY-MM-DD`)
    .refine(isCalendarDay, `${what} is not a real calendar day`);

/** `count` consecutive days starting with `first`. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH_NAMES = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * "Sat, 5 Dec" for 2026-12-05, in English without Intl (the storefront formats without it,
 * decision 033); `withYear` adds the year, for documents kept longer than a season (the invoice,
 * the mails). The delivery promise's date (`shortDeliveryDate`) is this.
 */
export function weekdayDayLabel(day: string, withYear = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  const label = `${WEEKDAY_NAMES[weekdayOf(day)]}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
  return withYear ? `${label} ${date.getUTCFullYear()}` : label;
}
