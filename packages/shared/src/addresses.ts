import { z } from 'zod';
import { fullNameSchema, requiredIndianMobile } from './identity.ts';
import { createOrderFieldsSchema } from './orders.ts';
import { singleLineString } from './single-line.ts';

/**
 * Addresses kept on an account (issue #26, docs/decisions/051-saved-addresses.md): picked at
 * checkout, managed in the profile, offered to staff for a walk-in.
 */

/** Enough for home, office, parents and a few more; a bound so no account grows without end. */
export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_LABEL_MAX = 30;
export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;
export const ADDRESS_NOT_FOUND = 'Address not found';
/** Labels the forms offer; any other short label is accepted too. */
export const ADDRESS_LABEL_SUGGESTIONS = ['Home', 'Office'] as const;

/**
 * POST and PUT /auth/profile/addresses. District and state are not fields: the server answers them
 * from the pincode, so a client that sends its own is ignored.
 */
export const savedAddressInputSchema = z.object({
  label: singleLineString('Label')
    .max(ADDRESS_LABEL_MAX, `Label must be at most ${ADDRESS_LABEL_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
  full_name: fullNameSchema,
  phone: requiredIndianMobile,
  address: createOrderFieldsSchema.shape.address,
  pincode: createOrderFieldsSchema.shape.pincode,
  is_default: z.boolean({ message: 'is_default must be true or false' }).optional().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddressFields = z.output<typeof savedAddressInputSchema>;

/** An address as the API answers it. */
export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  full_name: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** From the pincode dataset, never from the client. */
  district: z.string(),
  state: z.string(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressListSchema = z.array(savedAddressSchema);

/** GET /pincode-places/{pincode}: the district and state forms fill in from a pincode. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/** "Home · Meera Joshi" in a picker; the name alone without a label. */
export function savedAddressTitle(address: Pick<SavedAddress, 'label' | 'full_name'>): string {
  return address.label ? `${address.label} · ${address.full_name}` : address.full_name;
}
