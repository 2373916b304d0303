import {
  createOrderFieldsSchema,
  deliverySlotChoiceSchema,
  isValidPincode,
  requiredIndianMobile,
  SLOT_MESSAGES,
} from '@sheesham/shared';
import { z } from 'zod';

/**
 * The slot picker's value when the owner has switched every slot off (decision 057): the order
 * goes without one, and none is sent.
 */
export const NO_SLOTS = 'none';

/**
 * The editable delivery fields, validated by the same rules POST /orders applies. The storefront
 * asks for a delivery day and slot (decisions 050, 057) unless the shop has slots switched off;
 * the phone starts from the account's and is always sent: the server needs one for every order
 * (issue #26).
 */
export const deliveryFormSchema = createOrderFieldsSchema
  .pick({ pincode: true, address: true, delivery_instructions: true })
  .extend({
    phone: requiredIndianMobile,
    delivery_slot: z
      .union([deliverySlotChoiceSchema, z.literal(NO_SLOTS)])
      .nullable()
      .transform((choice, ctx) => {
        if (choice === NO_SLOTS) return null;
        if (choice) return choice;
        ctx.addIssue({ code: 'custom', message: SLOT_MESSAGES.required });
        return z.NEVER;
      }),
  });
export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;
export type DeliveryDetails = z.output<typeof deliveryFormSchema>;

export const EMPTY_DELIVERY: DeliveryFormValues = {
  phone: '',
  pincode: '',
  address: '',
  delivery_instructions: '',
  delivery_slot: null,
};

/** Fields in page order: the first invalid one is scrolled to and focused on submit. */
export const DELIVERY_FIELD_ORDER = [
  'phone',
  'pincode',
  'address',
  'delivery_instructions',
  'delivery_slot',
] as const;

/** SPEC §5: shown while typing; on submit the schema's 'Invalid Indian pincode' takes over. */
export const LIVE_PINCODE_MESSAGE = 'Invalid pincode';

export function livePincodeMessage(value: string): string | undefined {
  return value !== '' && !isValidPincode(value) ? LIVE_PINCODE_MESSAGE : undefined;
}
