import type { Product } from '@sheesham/shared';
import { PlusIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { Pager } from '../components/pager';
import { useLastPageIfPastTheEnd } from '../use-last-page-if-past-the-end';
import { useListParams } from '../use-list-params';
import { useAdminProducts } from './api/admin-products';
import { DeleteProductDialog } from './components/delete-product-dialog';
import { InventoryCards } from './components/inventory-cards';
import { InventoryEmpty } from './components/inventory-empty';
import { InventorySkeleton } from './components/inventory-skeleton';
import { InventoryTable } from './components/inventory-table';
import { InventoryToolbar } from './components/inventory-toolbar';
import { ResultsSummary } from './components/results-summary';
import {
  DEFAULT_INVENTORY_PARAMS,
  isFiltered,
  pageCount,
  parseInventoryParams,
  serializeInventoryParams,
} from './inventory-params';
import { ProductFormDialog } from './product-form/product-form-dialog';
import { useConfirmDelete } from './use-confirm-delete';
import { useDialogFor } from './use-dialog-for';
import { useMediaQuery } from './use-media-query';

/** The page whose rows are on screen: the requested one once it has loaded. */
function useShownPage(requested: number, loaded: boolean) {
  const shown = useRef(requested);
  if (loaded) shown.current = requested;
  return shown.current;
}

/** Where focus lands when the row that opened a dialog is gone. */
const RESULTS_ID = 'inventory-results';

/**
 * The admin's Inventory (SPEC §2, issue #4): the catalogue as a searchable, sortable, paged table
 * (cards on phones), with Add/Edit Product and Delete.
 */
export function InventoryView() {
  const { params, refine, goToPage, update } = useListParams(
    parseInventoryParams,
    serializeInventoryParams,
  );
  const products = useAdminProducts(params);
  const wide = useMediaQuery('(min-width: 768px)');
  const editor = useDialogFor<Product>(RESULTS_ID);
  const remover = useDialogFor<Product>(RESULTS_ID);
  const deletion = useConfirmDelete(() => remover.setOpen(false));

  // SPEC §8: 'Error' / 'Failed to fetch products', once per failed load.
  const failedAt = products.isError ? products.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notifyError('Error', 'Failed to fetch products');
  }, [failedAt]);

  // A page past the end (the last product on it deleted, an old link): go to the last page.
  const { data, isPlaceholderData } = products;
  useLastPageIfPastTheEnd(
    params.page,
    data && !isPlaceholderData ? data.total : undefined,
    pageCount,
    goToPage,
  );

  const addProduct = (trigger: HTMLElement | null) => editor.show(null, trigger);
  const actions = {
    onEdit: (product: Product, trigger: HTMLElement) => editor.show(product, trigger),
    onDelete: (product: Product, trigger: HTMLElement) => remover.show(product, trigger),
  };
  const pages = data ? pageCount(data.total) : 1;
  // While the next page loads the previous one stays on screen: its summary stays with it.
  const shownPage = useShownPage(params.page, products.isSuccess && !isPlaceholderData);
  const caption = `Products, page ${shownPage} of ${pages}`;

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Inventory"
        description="Products, prices, stock and photos."
        actions={
          <Button
            variant="gold"
            aria-haspopup="dialog"
            onClick={(e) => addProduct(e.currentTarget)}
          >
            <PlusIcon aria-hidden="true" />
            Add Product
          </Button>
        }
      />
      <InventoryToolbar params={params} onRefine={refine} />

      <section aria-labelledby={RESULTS_ID} aria-busy={products.isFetching} className="space-y-4">
        {data ? (
          <ResultsSummary
            id={RESULTS_ID}
            page={shownPage}
            shown={data.items.length}
            total={data.total}
          />
        ) : (
          <p id={RESULTS_ID} tabIndex={-1} className="sr-only">
            {products.isPending ? 'Loading products...' : 'Products'}
          </p>
        )}
        {products.isPending ? (
          <InventorySkeleton wide={wide} />
        ) : !data ? (
          <LoadFailed
            message="Failed to fetch products"
            onRetry={() => products.refetch()}
            retrying={products.isFetching}
          />
        ) : data.items.length === 0 ? (
          <InventoryEmpty
            filtered={isFiltered(params)}
            onClear={() => update(() => DEFAULT_INVENTORY_PARAMS)}
            onAdd={addProduct}
          />
        ) : (
          // The previous page stays while the next loads, dimmed, so nothing jumps.
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {wide ? (
              <InventoryTable products={data.items} caption={caption} {...actions} />
            ) : (
              <InventoryCards products={data.items} label={caption} {...actions} />
            )}
          </div>
        )}
        {data && pages > 1 && (
          <Pager label="Pages" page={params.page} pages={pages} onPage={goToPage} />
        )}
      </section>

      {editor.session > 0 && (
        <ProductFormDialog
          key={editor.session}
          product={editor.item}
          open={editor.open}
          onOpenChange={editor.setOpen}
          onCloseAutoFocus={editor.returnFocus}
        />
      )}
      <DeleteProductDialog
        product={remover.item}
        open={remover.open}
        onOpenChange={remover.setOpen}
        onConfirm={() => remover.item && deletion.confirm(remover.item)}
        deleting={deletion.pending}
        onCloseAutoFocus={remover.returnFocus}
      />
    </div>
  );
}
