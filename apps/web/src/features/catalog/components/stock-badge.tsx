import type { Product } from '@sheesham/shared';
import { cn } from '@/lib/utils';
import { stockStatus } from '../lib/product-facts';

/**
 * 'Out of stock' or 'Only N left' on a card's picture (the threshold is the product's own, by the
 * shared rule); nothing while there is plenty, so the badge means something when it shows.
 */
export function StockBadge({
  product,
  className,
}: {
  product: Pick<Product, 'stock' | 'stock_threshold'>;
  className?: string;
}) {
  const status = stockStatus(product);
  if (status.kind === 'in-stock') return null;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-[11px] font-semibold shadow-sm sm:px-2.5 sm:py-1 sm:text-xs',
        status.kind === 'out-of-stock'
          ? 'bg-foreground/85 text-background'
          : 'bg-[#fdf1dc] text-[#8a4d05]',
        className,
      )}
    >
      {status.label}
    </span>
  );
}
