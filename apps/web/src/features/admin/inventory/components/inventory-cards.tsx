import { categoryLabel, type Product } from '@sheesham/shared';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { type ProductActions, ProductRowActions } from './product-row-actions';
import { ProductThumb } from './product-thumb';
import { StockStatus } from './stock-status';

/** The inventory below 768 px: one card per product, the table's facts stacked to fit a phone. */
export function InventoryCards({
  products,
  label,
  ...actions
}: ProductActions & { products: Product[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {products.map((product) => (
        <li key={product._id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex gap-3">
            <ProductThumb product={product} className="size-16" />
            <div className="min-w-0 flex-1 space-y-1">
              <h2 className="line-clamp-2 font-medium leading-snug text-foreground">
                {product.name}
              </h2>
              <p className="truncate text-xs text-muted-foreground">
                {product.brand} · {categoryLabel(product.category)}
              </p>
              <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
                <ProductPrice product={product} />
                <ProductRating rating={product.product_rating} />
              </div>
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t pt-3 text-sm">
            <span className="inline-flex items-center gap-2">
              <span className="text-muted-foreground">Stock</span>
              <StockStatus product={product} />
            </span>
            <ProductRowActions product={product} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
