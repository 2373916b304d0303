import type { Coupon, CouponInput } from '@sheesham/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

/** The coupons' one query; every change reloads it. */
export const ADMIN_COUPONS_KEY = [...ADMIN_QUERY_KEY, 'coupons'] as const;

/** GET /admin/coupons: every coupon with its live use count, newest first, archived included. */
export function useCoupons() {
  return useQuery({
    queryKey: ADMIN_COUPONS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ coupons: Coupon[] }>('/admin/coupons', signal).then((answer) => answer.coupons),
  });
}

const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

/** POST a new coupon, or PUT over the coupon `id`; answers the coupon as stored. */
export function saveCoupon(id: string | null, input: CouponInput): Promise<Coupon> {
  return id === null
    ? apiPost<Coupon>('/admin/coupons', input)
    : apiPut<Coupon>(couponPath(id), input);
}

/** Reloads the list afterwards, whatever the outcome, so it shows what the server holds. */
function useCouponMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}

export const useSaveCoupon = () =>
  useCouponMutation(({ id, input }: { id: string | null; input: CouponInput }) =>
    saveCoupon(id, input),
  );

/** POST /admin/coupons/:id/archive: the coupon stops applying; its orders keep it. */
export const useArchiveCoupon = () =>
  useCouponMutation((id: string) => apiPost<Coupon>(`${couponPath(id)}/archive`, {}));
