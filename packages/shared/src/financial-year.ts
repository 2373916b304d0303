import { kolkataDay } from './kolkata-calendar.ts';

/**
 * India's financial year (1 April to 31 March) an instant falls in, by the clock in India:
 * 2027-03-31T18:29Z is still 2026-27, 18:30Z is 2027-28. `label` is "2026-27", `short` "26-27".
 */
export function financialYear(instant: Date): { startYear: number; label: string; short: string } {
  const [year, month] = kolkataDay(instant).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${end}`,
    short: `${String(startYear % 100).padStart(2, '0')}-${end}`,
  };
}
