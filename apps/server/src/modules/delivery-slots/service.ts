import {
  type DeliverySlotChoice,
  daysFrom,
  type OrderDeliverySlot,
  SLOT_MESSAGES,
  SLOT_WINDOW_DAYS,
  type SlotAvailability,
  type SlotCalendar,
  STAFF_SLOT_HORIZON_DAYS,
} from '@sheesham/shared';
import { addDays, kolkataDay } from '@sheesham/shared/kolkata-calendar';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { DeliveryCalendar, SlotPromise } from './promised-day.ts';
import {
  type BookingRow,
  bookPlace,
  findSlotDays,
  findSlots,
  lockBooking,
  lockDays,
  rebook,
  releaseBooking,
  type SlotDayRow,
  type SlotRow,
  setDayCapacity,
  setDefaultCapacity,
  takePlace,
} from './repository.ts';
import { labelOf, slotCode, toOrderDeliverySlot } from './slot-labels.ts';

/** A slot choice's promise (asked before the transaction) and where it sits in the body. */
export interface ChoiceContext {
  promise: SlotPromise;
  /** The body's path to the choice, for its field errors ('delivery_slot', …). */
  field: string;
}

const slotFull = () => conflict(SLOT_MESSAGES.full, 'slot_full');

/**
 * Slots are on while any has places on a usual day: the owner switches them off by setting every
 * one to 0, and deliveries then go without one (decision 057). A day's own places do not count.
 */
const slotsOn = (slots: SlotRow[]) => slots.some((slot) => slot.defaultCapacity > 0);

/** Per day and slot: the capacity in force and the places booked. */
function dayCounts(slots: SlotRow[], rows: SlotDayRow[], day: string) {
  return slots.map((slot) => {
    const row = rows.find((r) => r.day === day && r.slot === slot.code);
    const capacity = row?.capacity ?? slot.defaultCapacity;
    const booked = row?.booked ?? 0;
    return { slot, capacity, booked, overridden: row?.capacity != null };
  });
}

/**
 * Delivery slots (issue #26 item 4, docs/decisions/050): what a shopper may pick, booking a
 * place in the order's transaction, giving it back on cancel, moving it, and the admin's
 * capacities. The promised day comes from the delivery module (`PromisedDay`).
 */
export class DeliverySlotService {
  constructor(
    private readonly db: Database,
    private readonly delivery: DeliveryCalendar,
  ) {}

  /**
   * The delivery days for the pincode; a pincode the shop does not deliver to is a 400 on
   * `field`. Callers ask before their transaction opens and pass the answer to book or move.
   */
  promiseFor(pincode: string, field: string, now = new Date()): Promise<SlotPromise> {
    return this.delivery.deliveryCalendar(pincode, { now, field });
  }

  /** GET /delivery/slots?pincode=: the window from the promised day, each slot's places left. */
  async availability(pincode: string, now = new Date()): Promise<SlotAvailability> {
    const promise = await this.promiseFor(pincode, 'pincode', now);
    const days = daysFrom(promise.earliestDate, SLOT_WINDOW_DAYS).filter(promise.deliversOn);
    const [slots, rows] = await Promise.all([
      findSlots(this.db),
      findSlotDays(this.db, promise.earliestDate, addDays(promise.earliestDate, SLOT_WINDOW_DAYS)),
    ]);
    return {
      pincode,
      earliest_date: promise.earliestDate,
      slots_on: slotsOn(slots),
      days: days.map((date) => ({
        date,
        slots: dayCounts(slots, rows, date).map(({ slot, capacity, booked }) => ({
          slot: slotCode(slot.code),
          label: labelOf(slot),
          left: Math.max(0, capacity - booked),
        })),
      })),
    };
  }

  /**
   * A delivery sent without a day and slot: a 400 on `field` while the shop has any slot switched
   * on (decision 057); with every slot at 0 places the owner has turned slots off, and it passes.
   */
  async requireChoice(field: string): Promise<void> {
    if (slotsOn(await findSlots(this.db))) {
      throw badRequest(SLOT_MESSAGES.required, { [field]: SLOT_MESSAGES.required });
    }
  }

  /**
   * POST /payment/order: the shopper's choice is a day they may pick and still has a place, so
   * nobody pays for a slot that is already full (the order books it; a race there is a 409).
   */
  async assertBookable(choice: DeliverySlotChoice, context: ChoiceContext): Promise<void> {
    checkShopperChoice(choice, context);
    const [slots, rows] = await Promise.all([
      findSlots(this.db),
      findSlotDays(this.db, choice.date, choice.date),
    ]);
    const count = dayCounts(slots, rows, choice.date).find((c) => c.slot.code === choice.slot);
    if (!count || count.booked >= count.capacity) throw slotFull();
  }

  /**
   * Books the shopper's choice for the order, in the order's transaction: the day must be one
   * they may pick (400 with field errors) and have a place left (409 `slot_full`).
   */
  async book(
    tx: Database,
    orderId: string,
    choice: DeliverySlotChoice,
    context: ChoiceContext,
  ): Promise<OrderDeliverySlot> {
    checkShopperChoice(choice, context);
    const place = await bookPlace(tx, { orderId, day: choice.date, slot: choice.slot });
    if (!place) throw slotFull();
    return {
      date: place.day,
      slot: slotCode(place.slot),
      label: labelOf({ ...place, code: place.slot }),
    };
  }

  /** Gives a cancelled order's place back, once however often it is called; null without one. */
  async release(tx: Database, orderId: string): Promise<BookingRow | null> {
    return releaseBooking(tx, orderId);
  }

  /**
   * Staff move the order to another day and slot (the caller holds the order's lock and checked
   * it may move): from today to STAFF_SLOT_HORIZON_DAYS ahead, on a delivery day for its pincode,
   * with a place left (409 `slot_full`). The old place is given back in the same transaction.
   */
  async move(
    tx: Database,
    orderId: string,
    choice: DeliverySlotChoice,
    context: ChoiceContext & { now?: Date },
  ): Promise<OrderDeliverySlot> {
    const today = kolkataDay(context.now ?? new Date());
    const refuse = refusal(context.field);
    if (choice.date < today) throw refuse(SLOT_MESSAGES.past);
    const last = addDays(today, STAFF_SLOT_HORIZON_DAYS);
    if (choice.date > last) throw refuse(SLOT_MESSAGES.beyondWindow(last));
    if (!context.promise.deliversOn(choice.date)) throw refuse(SLOT_MESSAGES.notDeliveryDay);
    const current = await lockBooking(tx, orderId);
    const booking = { orderId, day: choice.date, slot: choice.slot };
    if (current?.day === choice.date && current.slot === choice.slot) {
      return toOrderDeliverySlot(booking, await findSlots(tx));
    }
    await lockDays(tx, current ? [current, booking] : [booking]);
    if (!(await takePlace(tx, choice.date, choice.slot))) throw slotFull();
    await rebook(tx, booking, current);
    return toOrderDeliverySlot(booking, await findSlots(tx));
  }

  /** GET /admin/delivery-slots?from=: the slots, then SLOT_WINDOW_DAYS days of places. */
  async calendar(from: string): Promise<SlotCalendar> {
    return slotCalendar(this.db, daysFrom(from, SLOT_WINDOW_DAYS));
  }

  async setDefaultCapacity(slot: string, capacity: number): Promise<void> {
    await setDefaultCapacity(this.db, slot, capacity);
  }

  /** One day's places; null goes back to the slot's default. Bookings already made stay. */
  async setDayCapacity(day: string, slot: string, capacity: number | null): Promise<void> {
    await setDayCapacity(this.db, day, slot, capacity);
  }
}

/** A 400 naming the choice's date field. */
const refusal = (field: string) => (message: string) =>
  badRequest(message, { [`${field}.date`]: message });

/** A shopper may pick from the promised day, within the window, on a day the shop delivers. */
function checkShopperChoice(choice: DeliverySlotChoice, { promise, field }: ChoiceContext) {
  const refuse = refusal(field);
  if (choice.date < promise.earliestDate) {
    throw refuse(SLOT_MESSAGES.beforePromise(promise.earliestDate));
  }
  const last = addDays(promise.earliestDate, SLOT_WINDOW_DAYS - 1);
  if (choice.date > last) throw refuse(SLOT_MESSAGES.beyondWindow(last));
  if (!promise.deliversOn(choice.date)) throw refuse(SLOT_MESSAGES.notDeliveryDay);
}

/** Each day's slots with their capacity and bookings (the admin's view and the dashboard). */
export async function slotCalendar(db: Database, days: string[]): Promise<SlotCalendar> {
  const first = days[0] ?? kolkataDay(new Date());
  const [slots, rows] = await Promise.all([
    findSlots(db),
    findSlotDays(db, first, days.at(-1) ?? first),
  ]);
  return {
    slots: slots.map((slot) => ({
      slot: slotCode(slot.code),
      label: labelOf(slot),
      start_hour: slot.startHour,
      end_hour: slot.endHour,
      default_capacity: slot.defaultCapacity,
    })),
    days: days.map((date) => ({
      date,
      slots: dayCounts(slots, rows, date).map(({ slot, capacity, booked, overridden }) => ({
        slot: slotCode(slot.code),
        capacity,
        booked,
        overridden,
      })),
    })),
  };
}
