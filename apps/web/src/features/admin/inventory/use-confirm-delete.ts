import type { Product } from '@sheesham/shared';
import { notify, notifyError } from '@/components/ui/toaster';
import { useDeleteProduct } from './api/delete-product';

/**
 * The confirmed delete: DELETE /products/{id}, then SPEC §8's toast. A product that appears in
 * orders comes back archived, and the toast says why it was kept.
 */
export function useConfirmDelete(onSettled: () => void) {
  const remove = useDeleteProduct();
  const confirm = (product: Product) => {
    if (!product._id) {
      notifyError('Error', 'Failed to delete product');
      return onSettled();
    }
    remove.mutate(product._id, {
      onSuccess: ({ outcome }) =>
        notify(
          'Product deleted successfully',
          outcome === 'archived'
            ? `${product.name} appears in orders, so it was archived: the shop no longer shows it and order history keeps it.`
            : `${product.name} has been removed from the shop.`,
        ),
      onError: () => notifyError('Error', 'Failed to delete product'),
      onSettled,
    });
  };
  return { confirm, pending: remove.isPending };
}
