/**
 * The days the shop delivers to a pincode on: the delivery module's answer (zones, lead days,
 * weekday rules, holidays, the cut-off), so that slots never guess a date of their own. Asked
 * before an order's transaction opens (it reads the delivery rules, cached or not).
 */
export interface SlotPromise {
  /** The first day a shopper may pick (YYYY-MM-DD, India). */
  earliestDate: string;
  deliversOn: (day: string) => boolean;
}

/** The delivery module's verb: a pincode it does not deliver to is a 400 on `field`. */
export interface DeliveryCalendar {
  deliveryCalendar(pincode: string, options: { now?: Date; field?: string }): Promise<SlotPromise>;
}
