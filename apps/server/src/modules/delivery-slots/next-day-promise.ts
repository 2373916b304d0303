import { addDays } from '@sheesham/shared';
import { kolkataDay } from '@sheesham/shared/kolkata-calendar';
import type { PromisedDay } from './promised-day.ts';

/**
 * The promise slots fall back on while no delivery zones answer one (issue #26 items 1–3 bring
 * them): the day after the order in India, every day a delivery day. The pincode's format was
 * checked by the route's schema already. app.ts passes the delivery module's answer instead
 * once it exists (docs/decisions/050).
 */
export const nextDayPromise: PromisedDay = async (_db, _pincode, now) => ({
  kind: 'promised',
  earliestDate: addDays(kolkataDay(now), 1),
  deliversOn: () => true,
});
