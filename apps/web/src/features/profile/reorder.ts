import { type CartProduct, hasSetOption, type OrderItem, type Product } from '@sheesham/shared';
import { toCartProduct } from '@/features/cart/to-cart-product';

export interface ReorderLine {
  product: CartProduct;
  quantity: number;
  selectedSet: boolean;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  /** Names of ordered products that are gone or out of stock. */
  unavailable: string[];
  /** Names of products put back with fewer pieces than ordered (only that many left). */
  reduced: string[];
}

/**
 * Turns an old order's items into cart lines at today's prices. `current` maps a product id to the
 * product as the shop sells it now (null when it no longer exists). The set option carries over
 * only while the product still offers one.
 */
export function planReorder(
  items: readonly Pick<OrderItem, 'name' | 'quantity' | 'selected_set' | 'product'>[],
  current: ReadonlyMap<string, Product | null>,
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], unavailable: [], reduced: [] };
  for (const item of items) {
    const product = current.get(item.product.id);
    if (!product || product.stock <= 0) {
      plan.unavailable.push(item.name);
      continue;
    }
    const quantity = Math.min(item.quantity, product.stock);
    if (quantity < item.quantity) plan.reduced.push(product.name);
    plan.lines.push({
      product: toCartProduct(product),
      quantity,
      selectedSet: item.selected_set && hasSetOption(product),
    });
  }
  return plan;
}

/** The toast text for a reorder, naming whatever could not come back as ordered. */
export function reorderMessage(plan: ReorderPlan, orderNumber: number): string {
  const pieces = plan.lines.reduce((sum, line) => sum + line.quantity, 0);
  const parts = [
    `${pieces} ${pieces === 1 ? 'item' : 'items'} from order #${orderNumber} ${pieces === 1 ? 'has' : 'have'} been added to your cart.`,
  ];
  if (plan.unavailable.length > 0) {
    parts.push(`No longer available: ${plan.unavailable.join(', ')}.`);
  }
  if (plan.reduced.length > 0)
    parts.push(`Fewer than ordered (limited stock): ${plan.reduced.join(', ')}.`);
  return parts.join(' ');
}
