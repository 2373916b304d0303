import type { Product } from '@sheesham/shared';
import type { ValidProductInput } from '@sheesham/shared/product-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { refreshProductQueries } from './refresh-products';

/** POST /products: 201 with the new product; a 400 names the fields it refused. */
export function createProduct(body: ValidProductInput): Promise<Product> {
  return apiPost<Product>('/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => refreshProductQueries(queryClient),
  });
}
