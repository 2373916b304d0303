import type { ProductDeleted } from '@sheesham/shared/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshProductQueries } from './refresh-products';

/**
 * DELETE /products/{id}: `outcome` says whether the product was destroyed or, because it appears
 * in orders, archived (gone from the shop, kept in order history).
 */
export async function deleteProduct(productId: string): Promise<ProductDeleted> {
  return (
    await apiFetch<ProductDeleted>(`/products/${encodeURIComponent(productId)}`, {
      method: 'DELETE',
    })
  ).data;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => refreshProductQueries(queryClient),
  });
}
