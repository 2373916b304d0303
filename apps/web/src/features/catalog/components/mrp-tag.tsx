import { formatRupees, mrpDiscount, type Product } from '@sheesham/shared';
import { cn } from '@/lib/utils';

/**
 * The MRP struck through and the percentage off, beside the selling price, as Indian shops show
 * them (issue #29): a screen reader hears "MRP ₹52,000, 25% off". Nothing without an MRP above
 * the price.
 */
export function MrpTag({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'mrp'>;
  className?: string;
}) {
  const discount = mrpDiscount(product);
  if (!discount) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <s className="text-muted-foreground">
        <span className="sr-only">MRP </span>
        {formatRupees(discount.mrp)}
      </s>
      <span className="font-semibold text-success">{discount.percentOff}% off</span>
    </span>
  );
}
