import { categoryLabel, type Product } from '@sheesham/shared';
import { cn } from '@/lib/utils';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { type ProductActions, ProductRowActions } from './product-row-actions';
import { ProductThumb } from './product-thumb';
import { StockStatus } from './stock-status';

const HEAD =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4';
const CELL = 'px-3 py-3 align-middle first:pl-4 last:pr-4';
// Brand and Category get their own columns once the table has room (56rem); narrower (a
// tablet, or a laptop with the sidebar open) they sit under the name, so nothing scrolls sideways.
const WIDE_ONLY = 'hidden @4xl:table-cell';

/** The inventory from 768 px: SPEC §2's columns plus Stock, one product per row. */
export function InventoryTable({
  products,
  caption,
  ...actions
}: ProductActions & { products: Product[]; caption: string }) {
  return (
    <div className="@container">
      <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50">
            <tr>
              <th scope="col" className={cn(HEAD, 'w-16')}>
                Image
              </th>
              <th scope="col" className={HEAD}>
                Name
              </th>
              <th scope="col" className={cn(HEAD, WIDE_ONLY)}>
                Brand
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Price
              </th>
              <th scope="col" className={cn(HEAD, WIDE_ONLY)}>
                Category
              </th>
              <th scope="col" className={HEAD}>
                Stock
              </th>
              <th scope="col" className={HEAD}>
                Rating
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {products.map((product) => (
              <tr key={product._id} className="transition-colors hover:bg-muted/30">
                <td className={CELL}>
                  <ProductThumb product={product} />
                </td>
                <th scope="row" className={cn(CELL, 'min-w-40 text-left font-normal')}>
                  <span className="line-clamp-2 font-medium text-foreground">{product.name}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground @4xl:hidden">
                    {product.brand} · {categoryLabel(product.category)}
                  </span>
                </th>
                <td className={cn(CELL, WIDE_ONLY, 'text-muted-foreground')}>{product.brand}</td>
                <td className={cn(CELL, 'text-right whitespace-nowrap')}>
                  <ProductPrice product={product} />
                </td>
                <td className={cn(CELL, WIDE_ONLY, 'whitespace-nowrap')}>
                  {categoryLabel(product.category)}
                </td>
                <td className={cn(CELL, 'whitespace-nowrap')}>
                  <StockStatus product={product} />
                </td>
                <td className={CELL}>
                  <ProductRating rating={product.product_rating} />
                </td>
                <td className={cn(CELL, 'py-2')}>
                  <ProductRowActions product={product} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
