import type { Database } from '../../db/types.ts';

/**
 * The first day the shop can deliver to a pincode, and which later days it delivers on: the
 * delivery module's answer (zones, lead days, weekday rules, holidays, the cut-off), which app.ts
 * hands this module so that slots never guess a date of their own.
 */
export type PromisedDayAnswer =
  | { kind: 'promised'; earliestDate: string; deliversOn: (day: string) => boolean }
  /** Unknown or not served: `message` is the pincode's field error. */
  | { kind: 'refused'; message: string };

/** `db` is the caller's handle: inside an order's transaction, that transaction. */
export type PromisedDay = (db: Database, pincode: string, now: Date) => Promise<PromisedDayAnswer>;
