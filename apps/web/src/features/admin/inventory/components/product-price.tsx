import { formatRupees, type Product } from '@sheesham/shared';

/** The price, and under it the complete set's price when the product offers one. */
export function ProductPrice({ product }: { product: Product }) {
  return (
    <span className="inline-flex flex-col tabular-nums">
      <span className="font-medium">{formatRupees(product.price)}</span>
      {product.has_set_option && product.set_price != null && (
        <span className="text-xs text-muted-foreground">Set {formatRupees(product.set_price)}</span>
      )}
    </span>
  );
}
