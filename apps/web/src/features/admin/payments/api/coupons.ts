import type { AdminCoupon, CouponCreateBody, CouponUpdateBody } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { adminPaymentKeys } from './keys';

const couponKeys = [...adminPaymentKeys.all, 'coupons'] as const;

/** GET /admin/coupons: the codes, newest first, with their uses. */
export const couponsQuery = queryOptions({
  queryKey: couponKeys,
  queryFn: async () => (await api.get<{ coupons: AdminCoupon[] }>('/admin/coupons')).data.coupons,
});

/** POST /admin/coupons. */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CouponCreateBody) => {
      const res = await api.post<AdminCoupon>('/admin/coupons', body);
      return { coupon: res.data, message: res.message };
    },
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys }),
  });
}

/** PATCH /admin/coupons/:id: on or off, its limit, its last day. */
export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CouponUpdateBody }) => {
      const res = await api.patch<AdminCoupon>(`/admin/coupons/${id}`, body);
      return { coupon: res.data, message: res.message };
    },
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys }),
  });
}
