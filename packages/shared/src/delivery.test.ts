import { describe, expect, it } from 'vitest';
import {
  clockOfMinutes,
  type DeliveryDateRule,
  earliestDeliveryDay,
  minutesOfClock,
  shortDeliveryDate,
  splitZoneCodes,
  weekdayMaskOf,
  weekdaysOfMask,
} from './delivery.ts';

/** 2026-12-01 is a Tuesday. An instant in India: 2026-12-01 10:00 IST is 04:30 UTC. */
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);
const MON_TO_SAT = weekdayMaskOf(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
const rule = (over: Partial<DeliveryDateRule> = {}): DeliveryDateRule => ({
  leadDays: 2,
  weekdayMask: MON_TO_SAT,
  cutoffMinutes: minutesOfClock('14:00'),
  ...over,
});
const none = new Set<string>();

describe('earliestDeliveryDay', () => {
  it('counts the lead days from the order day before the cut-off, from the next day after it', () => {
    expect(earliestDeliveryDay(at('2026-12-01', '13:59'), rule(), none)).toBe('2026-12-03');
    expect(earliestDeliveryDay(at('2026-12-01', '14:00'), rule(), none)).toBe('2026-12-04');
  });

  it('reads the clock in India, not in UTC: 23:30 IST is already the next day', () => {
    // 2026-12-01 23:30 IST = 18:00 UTC on the 1st; India's day is the 1st, after the cut-off.
    expect(earliestDeliveryDay(at('2026-12-01', '23:30'), rule(), none)).toBe('2026-12-04');
    // 2026-12-02 00:30 IST = 19:00 UTC on the 1st; India's day is already the 2nd.
    expect(earliestDeliveryDay(at('2026-12-02', '00:30'), rule(), none)).toBe('2026-12-04');
  });

  it('moves past a weekday the zone does not deliver on and past holidays', () => {
    // Thursday + 2 = Saturday 5 Dec; Monday to Friday only → Monday 7 Dec.
    const weekdaysOnly = rule({ weekdayMask: weekdayMaskOf(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) });
    expect(earliestDeliveryDay(at('2026-12-03', '09:00'), rule(), none)).toBe('2026-12-05');
    expect(earliestDeliveryDay(at('2026-12-03', '09:00'), weekdaysOnly, none)).toBe('2026-12-07');
    // Sunday is not a delivery day by default: Friday + 2 = Sunday → Monday; a holiday then → Tuesday.
    expect(earliestDeliveryDay(at('2026-12-04', '09:00'), rule(), none)).toBe('2026-12-07');
    expect(earliestDeliveryDay(at('2026-12-04', '09:00'), rule(), new Set(['2026-12-07']))).toBe(
      '2026-12-08',
    );
  });

  it('delivers the same day with no lead days, and gives up on a rule with no day at all', () => {
    expect(earliestDeliveryDay(at('2026-12-01', '09:00'), rule({ leadDays: 0 }), none)).toBe(
      '2026-12-01',
    );
    expect(
      earliestDeliveryDay(at('2026-12-01', '09:00'), rule({ weekdayMask: 0 }), none),
    ).toBeNull();
  });
});

describe('delivery words', () => {
  it('writes the promise date as the product page shows it', () => {
    expect(shortDeliveryDate('2026-12-05')).toBe('Sat, 5 Dec');
    expect(shortDeliveryDate('2027-01-26')).toBe('Tue, 26 Jan');
  });

  it('turns weekday lists and clocks to stored numbers and back', () => {
    expect(weekdaysOfMask(weekdayMaskOf(['Sun', 'Mon']))).toEqual(['Mon', 'Sun']);
    expect(weekdayMaskOf(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe(127);
    expect(minutesOfClock('14:30')).toBe(870);
    expect(clockOfMinutes(870)).toBe('14:30');
    expect(clockOfMinutes(0)).toBe('00:00');
  });
});

describe('splitZoneCodes (a zone the owner adds)', () => {
  it('splits by spaces, commas and new lines into pincodes and prefixes, each once', () => {
    expect(splitZoneCodes(' 302001, 302002\n305 302001;  3050 ')).toEqual({
      pincodes: ['302001', '302002'],
      prefixes: ['305', '3050'],
    });
    expect(splitZoneCodes('   ')).toEqual({ pincodes: [], prefixes: [] });
  });
});
