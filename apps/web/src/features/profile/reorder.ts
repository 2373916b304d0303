import {
  type CartItem,
  type CartProduct,
  hasSetOption,
  itemCount,
  type OrderItem,
  type Product,
} from '@sheesham/shared';
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
  /** Names of products not put back because the cart already holds all the stock left. */
  alreadyInCart: string[];
}

/**
 * Turns an old order's items into cart lines at today's prices. `current` maps a product id to the
 * product as the shop sells it now (null when it no longer exists). The set option carries over
 * only while the product still offers one. Pieces already in the cart (`inCart`, set or not) count
 * against the stock, so the cart never ends up holding more than the shop has.
 */
export function planReorder(
  items: readonly Pick<OrderItem, 'name' | 'quantity' | 'selected_set' | 'product'>[],
  current: ReadonlyMap<string, Product | null>,
  inCart: readonly Pick<CartItem, 'id' | 'quantity'>[] = [],
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], unavailable: [], reduced: [], alreadyInCart: [] };
  const taken = new Map<string, number>();
  for (const line of inCart) taken.set(line.id, (taken.get(line.id) ?? 0) + line.quantity);
  for (const item of items) {
    const product = current.get(item.product.id);
    if (!product || product.stock <= 0) {
      plan.unavailable.push(item.name);
      continue;
    }
    const room = product.stock - (taken.get(product._id) ?? 0);
    if (room <= 0) {
      plan.alreadyInCart.push(product.name);
      continue;
    }
    const quantity = Math.min(item.quantity, room);
    if (quantity < item.quantity) plan.reduced.push(product.name);
    taken.set(product._id, (taken.get(product._id) ?? 0) + quantity);
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
  const pieces = itemCount(plan.lines);
  const parts = [
    `${pieces} ${pieces === 1 ? 'item' : 'items'} from order #${orderNumber} ${pieces === 1 ? 'has' : 'have'} been added to your cart.`,
  ];
  if (plan.unavailable.length > 0) {
    parts.push(`No longer available: ${plan.unavailable.join(', ')}.`);
  }
  if (plan.reduced.length > 0)
    parts.push(`Fewer than ordered (limited stock): ${plan.reduced.join(', ')}.`);
  parts.push(...alreadyInCartNote(plan));
  return parts.join(' ');
}

/** The error toast text when nothing could be put back. */
export function nothingToReorderMessage(plan: ReorderPlan): string {
  if (plan.alreadyInCart.length === 0) {
    return 'None of the items in this order are available any more.';
  }
  const parts = alreadyInCartNote(plan);
  if (plan.unavailable.length > 0) {
    parts.push(`No longer available: ${plan.unavailable.join(', ')}.`);
  }
  return parts.join(' ');
}

function alreadyInCartNote(plan: ReorderPlan): string[] {
  return plan.alreadyInCart.length > 0
    ? [`Your cart already holds all the stock left of: ${plan.alreadyInCart.join(', ')}.`]
    : [];
}
