import { formatRupees } from '@sheesham/shared';
import type { TopProduct } from '@sheesham/shared/admin-dashboard';
import { RankNumber } from '@/components/rank-number';
import type { Section } from '../use-dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import { ListSkeleton } from './list-skeleton';
import { SectionBody } from './section-body';

/** Beyond the spec: best sellers by units, all time, in orders that were not cancelled. */
export function TopProductsPanel({ section }: { section: Section<TopProduct[]> }) {
  return (
    <DashboardPanel title="Top Products" description="By units sold in orders not cancelled">
      <SectionBody section={section} what="top products" skeleton={<ListSkeleton rows={5} />}>
        {(products) =>
          products.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sales yet.</p>
          ) : (
            <ol className="divide-y" data-testid="top-products">
              {products.map((product, index) => (
                <li key={product.product_id} className="flex items-center gap-3 py-3">
                  <RankNumber value={index + 1} />
                  <p className="line-clamp-2 min-w-0 flex-1 font-medium break-words">
                    {product.name}
                  </p>
                  <div className="shrink-0 text-right text-sm">
                    <p className="font-semibold tabular-nums">{product.units_sold} sold</p>
                    <p className="text-muted-foreground tabular-nums">
                      {formatRupees(product.revenue)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </SectionBody>
    </DashboardPanel>
  );
}
