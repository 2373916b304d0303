import { type DeliverySlotCode, type OrderDeliverySlot, slotLabel } from '@sheesham/shared';
import type { BookingRow, SlotRow } from './repository.ts';

// The database's check constraint allows only the shared codes, so the cast is safe.
export const slotCode = (code: string) => code as DeliverySlotCode;

export const labelOf = (slot: Pick<SlotRow, 'code' | 'startHour' | 'endHour'>) =>
  slotLabel(slotCode(slot.code), slot.startHour, slot.endHour);

/** A booking as an order, a mail or an invoice shows it: {date, slot, label}. */
export function toOrderDeliverySlot(booking: BookingRow, slots: SlotRow[]): OrderDeliverySlot {
  const slot = slots.find((s) => s.code === booking.slot);
  const code = slotCode(booking.slot);
  return {
    date: booking.day,
    slot: code,
    label: slot ? labelOf(slot) : code,
  };
}
