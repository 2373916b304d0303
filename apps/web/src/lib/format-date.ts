/*
 * Dates as the shop reads them: Indian English, on the shop's clock (one city in India), whatever
 * zone the customer's or the admin's device is set to, so an order reads the same time everywhere.
 */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const monthYearFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** "5 Mar 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "5 Mar 2026, 3:40 pm". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "March 2026". */
export function formatMonthYear(iso: string): string {
  return monthYearFormat.format(new Date(iso));
}
