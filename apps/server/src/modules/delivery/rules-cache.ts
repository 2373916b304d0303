import type { Database } from '../../db/types.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { type HolidayRow, listHolidays, listZones, type ZoneRow } from './repository.ts';

/** The zones by position and the holidays, as every quote reads them. */
export interface DeliveryRules {
  zones: ZoneRow[];
  holidays: ReadonlySet<string>;
  holidayRows: HolidayRow[];
}

/** Kept this long at most, in case an invalidation from another instance is lost (decision 024). */
const TTL_MS = 30_000;

/**
 * The delivery rules in memory: a handful of rows every product page's estimate and every checkout
 * reads, so they are read from the database once per TTL or change, not per request. A write
 * here drops the copy at once and tells the other instances through the bus.
 */
export class DeliveryRulesCache {
  private loading: { at: number; rules: Promise<DeliveryRules> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly bus: InvalidationBus,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe(() => this.drop());
  }

  get(): Promise<DeliveryRules> {
    if (!this.loading || this.now() - this.loading.at > TTL_MS) {
      const rules = this.load();
      const entry = { at: this.now(), rules };
      this.loading = entry;
      // A failed read is not kept: the next request reads again.
      rules.catch(() => {
        if (this.loading === entry) this.loading = undefined;
      });
    }
    return this.loading.rules;
  }

  /** After a write: this instance and, through the bus, the others read afresh. */
  invalidate(): void {
    this.drop();
    this.bus.publish();
  }

  private drop(): void {
    this.loading = undefined;
  }

  private async load(): Promise<DeliveryRules> {
    const [zones, holidayRows] = await Promise.all([listZones(this.db), listHolidays(this.db)]);
    return { zones, holidayRows, holidays: new Set(holidayRows.map((h) => h.day)) };
  }
}
