import type { Order, Product } from '@sheesham/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '@/components/ui/toaster';
import { useCart } from '@/features/cart/cart-context';
import { productQueryOptions } from '@/features/catalog/api/product';
import { ApiRequestError } from '@/lib/api-client';
import { nothingToReorderMessage, planReorder, reorderMessage } from './reorder';

/** The product as sold today, or null when it is gone (404); other failures throw. */
async function currentProduct(
  queryClient: ReturnType<typeof useQueryClient>,
  productId: string,
): Promise<Product | null> {
  try {
    // staleTime 0: prices and stock must be today's, not a cached copy.
    return await queryClient.fetchQuery({ ...productQueryOptions(productId), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Reorder: puts an order's items back in the cart at current prices and says what was skipped. */
export function useReorder() {
  const queryClient = useQueryClient();
  const { addItem, items: cartItems } = useCart();
  const [pendingOrderId, setPendingOrderId] = useState<string | null>(null);

  const reorder = async (order: Order) => {
    setPendingOrderId(order.id);
    try {
      const productIds = [...new Set(order.items.map((item) => item.product.id))];
      const products = await Promise.all(
        productIds.map((productId) => currentProduct(queryClient, productId)),
      );
      const current = new Map(productIds.map((productId, i) => [productId, products[i] ?? null]));
      const plan = planReorder(order.items, current, cartItems);
      if (plan.lines.length === 0) {
        notifyError('Reorder unavailable', nothingToReorderMessage(plan));
        return;
      }
      for (const line of plan.lines) addItem(line.product, line.quantity, line.selectedSet);
      notify('Added to cart', reorderMessage(plan, order.number));
    } catch (error) {
      console.error('Reorder failed', error);
      notifyError('Error', 'Could not reorder right now. Please try again.');
    } finally {
      setPendingOrderId(null);
    }
  };

  return { reorder, pendingOrderId };
}
