import type { Coupon } from '@sheesham/shared';

export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'archived';

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  archived: 'Archived',
};

/**
 * Where a coupon stands at `now`: archived above all, else by its validity window (the server
 * checks the same window when it applies one). Used up is not a status: the uses say it.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'archived' | 'starts_at' | 'ends_at'>,
  now: Date,
): CouponStatus {
  if (coupon.archived) return 'archived';
  if (now.getTime() < Date.parse(coupon.starts_at)) return 'scheduled';
  if (now.getTime() >= Date.parse(coupon.ends_at)) return 'expired';
  return 'active';
}
