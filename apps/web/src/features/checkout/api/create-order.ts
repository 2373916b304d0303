import type { CreateOrderBody, Order } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { requireSessionToken } from './require-session-token';

export interface CreateOrderRequest {
  body: CreateOrderBody;
  /** One per checkout attempt, so a retry after a lost response cannot order twice. */
  idempotencyKey: string;
}

/** POST /orders → 201 Order (a replay with the same key answers the same order). */
export async function createOrder({ body, idempotencyKey }: CreateOrderRequest): Promise<Order> {
  requireSessionToken();
  return apiPost<Order>('/orders', body, { 'Idempotency-Key': idempotencyKey });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
