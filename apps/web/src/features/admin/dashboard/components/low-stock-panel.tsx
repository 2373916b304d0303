import type { LowStockProduct } from '@sheesham/shared/admin-dashboard';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from '@/components/ui/link';
import {
  DEFAULT_INVENTORY_PARAMS,
  serializeInventoryParams,
} from '../../inventory/inventory-params';
import type { Section } from '../use-dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import { ListSkeleton } from './list-skeleton';
import { PANEL_ROW_LINK } from './panel-row-link';
import { PanelRows } from './panel-rows';
import { SectionBody } from './section-body';

/** The inventory searched for this product, where its Edit button is. */
export const inventorySearchHref = (name: string) =>
  `/admin/inventory?${serializeInventoryParams({ ...DEFAULT_INVENTORY_PARAMS, q: name })}`;

/**
 * SPEC §2 Low Stock Alert: products below their threshold (each opens the inventory searched for
 * it, to restock), or that all are well stocked.
 */
export function LowStockPanel({ section }: { section: Section<LowStockProduct[]> }) {
  return (
    <DashboardPanel
      title="Low Stock Alert"
      action={{ to: '/admin/inventory', label: 'Manage inventory' }}
    >
      <SectionBody section={section} what="low stock products" skeleton={<ListSkeleton rows={3} />}>
        {(products) => (
          <PanelRows
            items={products}
            itemKey={(product) => product._id}
            testId="low-stock"
            empty={
              <p className="flex items-center gap-2 text-sm text-success">
                <CircleCheckIcon className="size-4 shrink-0" aria-hidden="true" />
                All products are well stocked
              </p>
            }
          >
            {(product) => (
              <>
                <div className="flex min-w-0 items-center gap-2">
                  <TriangleAlertIcon
                    className="size-4 shrink-0 text-destructive"
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="line-clamp-2 font-medium break-words">
                      <Link to={inventorySearchHref(product.name)} className={PANEL_ROW_LINK}>
                        {product.name}
                      </Link>
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{product.brand}</p>
                  </div>
                </div>
                <div className="shrink-0 text-right text-sm">
                  <p className="font-semibold text-destructive tabular-nums">
                    {product.stock} left
                  </p>
                  <p className="text-muted-foreground tabular-nums">
                    Threshold {product.stock_threshold}
                  </p>
                </div>
              </>
            )}
          </PanelRows>
        )}
      </SectionBody>
    </DashboardPanel>
  );
}
