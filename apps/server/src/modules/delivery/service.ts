import {
  clockOfMinutes,
  type DeliveryEstimate,
  type DeliveryHoliday,
  type DeliveryZone,
  type deliveryHolidayInputSchema,
  type deliveryZoneCreateSchema,
  type deliveryZoneInputSchema,
  earliestDeliveryDay,
  fromPaise,
  minutesOfClock,
  toPaise,
  weekdayMaskOf,
  weekdaysOfMask,
} from '@sheesham/shared';
import { weekdayOf } from '@sheesham/shared/kolkata-calendar';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import { lookupPincode, type PincodeInfo, requireKnownPincode } from '../pincodes/index.ts';
import {
  deleteHoliday,
  deleteZone,
  findZone,
  type HolidayRow,
  insertZone,
  updateZone,
  upsertHoliday,
  type ZoneChanges,
  type ZoneRow,
} from './repository.ts';
import { DeliveryRulesCache } from './rules-cache.ts';
import { zoneFor } from './zone-match.ts';

/** What the shop promises for a pincode at an instant; money in paise. */
export interface DeliveryQuote {
  place: PincodeInfo;
  zone: { id: string; name: string } | null;
  serviceable: boolean;
  chargePaise: number;
  /** YYYY-MM-DD in India; null when not serviceable (or the zone has no day in reach). */
  earliestDate: string | null;
  assembly: boolean;
}

/** The words for a pincode the shop does not deliver to, as the product page says them. */
export const notDeliverable = (pincode: string) => `Not deliverable to ${pincode} yet`;

const ZONE_NOT_FOUND = 'Delivery zone not found';

/** What an edit and a new zone share, in stored units. */
const changesOf = (input: z.output<typeof deliveryZoneInputSchema>): ZoneChanges => ({
  serviceable: input.serviceable,
  chargePaise: toPaise(input.charge),
  leadDays: input.lead_days,
  weekdayMask: weekdayMaskOf(input.weekdays),
  cutoffMinutes: minutesOfClock(input.cutoff),
  assembly: input.assembly,
});

/**
 * The shop's distance bands and the rest of India are its frame: switched off, never removed (a
 * removed band could not be drawn again from the panel). Zones by list or prefix can go.
 */
const removable = (zone: ZoneRow) => zone.withinKm === null && !zone.restOfIndia;

const zoneNameTaken = (name: string) =>
  conflict(`There is already a zone named "${name}".`, 'zone_name_taken', {
    name: 'Another zone has this name',
  });

function quoteIn(
  rules: { zones: ZoneRow[]; holidays: ReadonlySet<string> },
  place: PincodeInfo,
  now: Date,
): DeliveryQuote {
  const zone = zoneFor(rules.zones, place);
  if (!zone?.serviceable) {
    return {
      place,
      zone: zone ? { id: zone.id, name: zone.name } : null,
      serviceable: false,
      chargePaise: 0,
      earliestDate: null,
      assembly: false,
    };
  }
  const earliestDate = earliestDeliveryDay(now, zone, rules.holidays);
  return {
    place,
    zone: { id: zone.id, name: zone.name },
    serviceable: earliestDate !== null,
    chargePaise: zone.chargePaise,
    earliestDate,
    assembly: zone.assembly,
  };
}

function zoneJson(zone: ZoneRow): DeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    position: zone.position,
    match: {
      within_km: zone.withinKm,
      origin_pincode: zone.originPincode,
      pincodes: zone.pincodes,
      prefixes: zone.prefixes,
      rest_of_india: zone.restOfIndia,
    },
    serviceable: zone.serviceable,
    charge: fromPaise(zone.chargePaise),
    lead_days: zone.leadDays,
    weekdays: weekdaysOfMask(zone.weekdayMask),
    cutoff: clockOfMinutes(zone.cutoffMinutes),
    assembly: zone.assembly,
    removable: removable(zone),
    updated_at: zone.updatedAt.toISOString(),
  };
}

const holidayJson = (row: HolidayRow): DeliveryHoliday => ({ date: row.day, name: row.name });

/**
 * Delivery zones, charges and dates (issue #26, decision 049). Every quote reads the rules from
 * memory (DeliveryRulesCache) and the pincode from the kept dataset: no query per product page.
 */
export class DeliveryService {
  private readonly rules: DeliveryRulesCache;

  constructor(
    private readonly db: Database,
    bus: InvalidationBus,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.rules = new DeliveryRulesCache(db, bus);
  }

  /** The promise for a pincode now (or at `now`); an unknown pincode is a 400 on `field`. */
  async quote(
    pincode: string,
    options: { now?: Date; field?: string } = {},
  ): Promise<DeliveryQuote> {
    const place = requireKnownPincode(pincode, options.field);
    return quoteIn(await this.rules.get(), place, options.now ?? this.clock());
  }

  /**
   * The quote for an order about to be placed: a pincode the shop does not deliver to is a 400 on
   * `field`, worded as the product page words it.
   */
  async requireDeliverable(
    pincode: string,
    options: { now?: Date; field?: string } = {},
  ): Promise<DeliveryQuote> {
    const quote = await this.quote(pincode, options);
    if (!quote.serviceable) {
      const message = notDeliverable(pincode);
      throw badRequest(message, { [options.field ?? 'pincode']: message });
    }
    return quote;
  }

  /**
   * The earliest day (YYYY-MM-DD, India) the shop can deliver to a pincode for an order placed at
   * `now`, from its zone's lead days, weekdays, the holidays and the cut-off; null when it does not
   * deliver there. Every product ships on the same rules today.
   */
  async earliestDeliveryDate(pincode: string, now: Date = this.clock()): Promise<string | null> {
    return (await this.quote(pincode, { now })).earliestDate;
  }

  /**
   * The days the shop delivers to a pincode on, for an order placed at `now`: the earliest, and
   * whether a later day is one too (the zone's weekdays, not a holiday). A pincode it does not
   * deliver to is a 400 on `field`. Delivery slots are listed and booked from this (decision 050).
   */
  async deliveryCalendar(
    pincode: string,
    options: { now?: Date; field?: string } = {},
  ): Promise<{ earliestDate: string; deliversOn: (day: string) => boolean }> {
    const rules = await this.rules.get();
    const place = requireKnownPincode(pincode, options.field);
    const quote = quoteIn(rules, place, options.now ?? this.clock());
    const zone = zoneFor(rules.zones, place);
    if (!quote.serviceable || !quote.earliestDate || !zone) {
      const message = notDeliverable(pincode);
      throw badRequest(message, { [options.field ?? 'pincode']: message });
    }
    return {
      earliestDate: quote.earliestDate,
      deliversOn: (day) =>
        (zone.weekdayMask & (1 << weekdayOf(day))) !== 0 && !rules.holidays.has(day),
    };
  }

  /** GET /delivery/estimate's answer, charge in rupees. */
  async estimate(pincode: string): Promise<DeliveryEstimate> {
    const quote = await this.quote(pincode);
    return {
      pincode: quote.place.pincode,
      district: quote.place.district,
      state: quote.place.state.name,
      state_code: quote.place.state.code,
      serviceable: quote.serviceable,
      charge: fromPaise(quote.chargePaise),
      earliest_date: quote.earliestDate,
      assembly: quote.assembly,
    };
  }

  async listZones(): Promise<DeliveryZone[]> {
    return (await this.rules.get()).zones.map(zoneJson);
  }

  async updateZone(
    id: string,
    input: z.output<typeof deliveryZoneInputSchema>,
  ): Promise<DeliveryZone> {
    if (!isUuid(id)) throw notFound(ZONE_NOT_FOUND);
    const row = await updateZone(this.db, id, changesOf(input));
    if (!row) throw notFound(ZONE_NOT_FOUND);
    this.rules.invalidate();
    return zoneJson(row);
  }

  /**
   * A zone the owner adds (decision 057): listed pincodes, each one the dataset knows (400 on
   * `pincodes` naming the others), and/or prefixes; tried before every other zone. A name another
   * zone has is a 409 on `name`.
   */
  async createZone(input: z.output<typeof deliveryZoneCreateSchema>): Promise<DeliveryZone> {
    const pincodes = [...new Set(input.pincodes)];
    const unknown = pincodes.filter((pincode) => !lookupPincode(pincode));
    if (unknown.length > 0) {
      const message = `Unknown pincode${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 10).join(', ')}`;
      throw badRequest(message, { pincodes: message });
    }
    let row: ZoneRow;
    try {
      row = await insertZone(this.db, {
        ...changesOf(input),
        name: input.name,
        pincodes,
        prefixes: [...new Set(input.prefixes)],
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw zoneNameTaken(input.name);
      throw error;
    }
    this.rules.invalidate();
    return zoneJson(row);
  }

  /**
   * Removes a zone the owner added (by list or prefix): its pincodes fall to the next zone that
   * takes them. The shop's distance bands and the rest of India are switched off, not removed
   * (409 `zone_kept`). Orders keep the charge they were placed with.
   */
  async removeZone(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(ZONE_NOT_FOUND);
    const zone = await findZone(this.db, id);
    if (!zone) throw notFound(ZONE_NOT_FOUND);
    if (!removable(zone)) {
      throw conflict(
        'The distance bands and the rest of India come with the shop: switch them off instead.',
        'zone_kept',
      );
    }
    if (!(await deleteZone(this.db, id))) throw notFound(ZONE_NOT_FOUND);
    this.rules.invalidate();
  }

  async listHolidays(): Promise<DeliveryHoliday[]> {
    return (await this.rules.get()).holidayRows.map(holidayJson);
  }

  async addHoliday(input: z.output<typeof deliveryHolidayInputSchema>): Promise<DeliveryHoliday> {
    const row = await upsertHoliday(this.db, { day: input.date, name: input.name });
    this.rules.invalidate();
    return holidayJson(row);
  }

  async removeHoliday(day: string): Promise<void> {
    if (!(await deleteHoliday(this.db, day))) throw notFound('No holiday on that day');
    this.rules.invalidate();
  }
}
