import { PHONE_REQUIRED } from '@sheesham/shared';
import { badRequest } from '../../lib/http-error.ts';

const NO_PHONE = 'Add a phone number so our delivery team can reach you.';

/**
 * The number an order's delivery team calls (issue #26): the one sent with the order, else the
 * buyer's own. No order, and no payment for one, is taken without it: 400 on `field`.
 */
export function phoneForOrder(
  given: string | null | undefined,
  onFile: string | null,
  field = 'phone',
): string {
  const phone = given || onFile;
  if (!phone) throw badRequest(NO_PHONE, { [field]: PHONE_REQUIRED });
  return phone;
}
