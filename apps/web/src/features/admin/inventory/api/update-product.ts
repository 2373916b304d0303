import type { Product } from '@sheesham/shared';
import type { ValidProductInput } from '@sheesham/shared/product-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { refreshProductQueries } from './refresh-products';

/** PUT /products/{id}: the whole product again; 200 with the saved product. */
export function updateProduct({ id, body }: { id: string; body: ValidProductInput }) {
  return apiPut<Product>(`/products/${encodeURIComponent(id)}`, body);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // Settled, not only success: a 404 (deleted elsewhere) should drop the row from the list too.
    onSettled: () => refreshProductQueries(queryClient),
  });
}
