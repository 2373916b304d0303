import type { Product } from '@sheesham/shared';
import { CircleSlashIcon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { stockLevel } from '../stock-level';

/** Units in stock with a worded marker when low or out, so colour is never the only signal. */
export function StockStatus({ product }: { product: Product }) {
  const level = stockLevel(product);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="font-medium tabular-nums">{product.stock.toLocaleString('en-IN')}</span>
      {level === 'out' && (
        <Badge className="bg-red-50 text-destructive ring-1 ring-destructive/30">
          <CircleSlashIcon className="size-3" aria-hidden="true" />
          Out of stock
        </Badge>
      )}
      {level === 'low' && (
        <Badge
          className="bg-amber-50 text-amber-900 ring-1 ring-amber-300"
          title={`Below the threshold of ${product.stock_threshold}`}
        >
          <TriangleAlertIcon className="size-3" aria-hidden="true" />
          Low stock
        </Badge>
      )}
    </span>
  );
}
