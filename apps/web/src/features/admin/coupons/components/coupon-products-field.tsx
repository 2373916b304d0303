import type { Product } from '@sheesham/shared';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { RemoveButton } from '../../components/remove-button';
import { ProductMatchSearch } from '../../orders/new-order/components/product-match-search';

/** The listed products' names, read once each (an archived product no longer answers). */
const productKey = (id: string) => ['admin', 'coupon-product', id];

function useProductNames(productIds: readonly string[]): Map<string, string> {
  const results = useQueries({
    queries: productIds.map((id) => ({
      queryKey: productKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<Product>(`/products/${encodeURIComponent(id)}`, signal),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  return new Map(
    results.flatMap((result, index) => {
      const id = productIds[index];
      return id && result.data ? [[id, result.data.name] as const] : [];
    }),
  );
}

/**
 * The products a coupon also applies to (decision 059: a line matches by its category or its
 * product): found by name, listed with a bin each. Without this the form sent none, and saving a
 * coupon limited to products through the API would have lifted its limit.
 */
export function CouponProductsField({
  productIds,
  onChange,
  error,
}: {
  productIds: string[];
  onChange: (productIds: string[]) => void;
  error?: string;
}) {
  const names = useProductNames(productIds);
  const queryClient = useQueryClient();
  // A product picked from the matches is already known: no request for its name.
  const add = (product: Product) => {
    queryClient.setQueryData(productKey(product._id), product);
    onChange([...productIds, product._id]);
  };

  return (
    <div className="space-y-2">
      <ProductMatchSearch
        label="Add a product"
        note={error && <p className="text-sm text-destructive">{error}</p>}
        renderMatch={(product) => {
          const added = productIds.includes(product._id);
          return (
            <li key={product._id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 font-medium">{product.name}</span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={added}
                aria-label={`Add ${product.name}`}
                onClick={() => add(product)}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          );
        }}
      />
      {productIds.length > 0 && (
        <ul aria-label="Products it applies to" className="divide-y rounded-md border bg-card">
          {productIds.map((id) => {
            const name = names.get(id) ?? 'A product no longer in the catalogue';
            return (
              <li key={id} className="flex items-center gap-3 py-1 pr-1 pl-3 text-sm">
                <span className="min-w-0 flex-1">{name}</span>
                <RemoveButton
                  name={name}
                  onClick={() => onChange(productIds.filter((other) => other !== id))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
