import type { Product } from '@sheesham/shared';
import { cn } from '@/lib/utils';
import { stockStatus } from '../lib/product-facts';

/** 'Only N left' below the threshold, 'Out of stock' at 0, a calm "In stock" otherwise. */
export function StockNote({ product }: { product: Pick<Product, 'stock' | 'stock_threshold'> }) {
  const status = stockStatus(product);
  const label = status.kind === 'in-stock' ? 'In stock' : status.label;
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm font-medium',
        status.kind === 'out-of-stock' && 'text-destructive',
        status.kind === 'low' && 'text-[#a15c07]',
        status.kind === 'in-stock' && 'text-success',
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {label}
    </p>
  );
}
