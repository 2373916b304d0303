/** Dates as an Indian customer reads them. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const monthYearFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

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
