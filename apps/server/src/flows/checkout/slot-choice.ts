import type { DeliverySlotChoice } from '@sheesham/shared';
import type { ChoiceContext, DeliverySlotService } from '../../modules/delivery-slots/index.ts';

/** Where a body keeps its pincode and its slot choice, for their field errors. */
export interface SlotFields {
  pincode: string;
  pincodeField: string;
  field: string;
}

/**
 * A delivery's slot, read before the order's transaction opens (decision 050): the choice with
 * its pincode's delivery days, or null when none was sent and the shop has every slot switched
 * off. Without a choice while any slot is open, a 400 on the choice's field (decision 057).
 */
export async function slotChoiceFor(
  slots: Pick<DeliverySlotService, 'promiseFor' | 'requireChoice'>,
  choice: DeliverySlotChoice | null | undefined,
  { pincode, pincodeField, field }: SlotFields,
): Promise<({ choice: DeliverySlotChoice } & ChoiceContext) | null> {
  if (!choice) {
    await slots.requireChoice(field);
    return null;
  }
  return { choice, promise: await slots.promiseFor(pincode, pincodeField), field };
}
