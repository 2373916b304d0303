import {
  type CreateOrderInput,
  isCustomerCancellable,
  type Order,
  type OrderStatus,
} from '@sheesham/shared';
import type { AdminOrderFilter } from '@sheesham/shared/admin-orders';
import type { Database } from '../../db/types.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/service.ts';
import { claimPayment } from '../payments/repository.ts';
import { orderSearchTerms } from './admin-search.ts';
import { requestHash } from './idempotency.ts';
import { type OrderRow, type StoredOrderItem, toApiOrder } from './mapper.ts';
import { type PricedCart, priceLines } from './pricing.ts';
import {
  byAdminFilter,
  byId,
  byUser,
  countOrders,
  findByIdempotencyKey,
  findHistory,
  findItems,
  findOrders,
  insertHistory,
  insertItems,
  insertOrder,
  lockOrder,
  setPaymentReference,
  setStatus,
} from './repository.ts';
import { releaseOrderStock, retakeOrderStock, takeStockOrThrow } from './stock.ts';

export interface PlaceOrderContext {
  ip: string;
  idempotencyKey?: string;
}

const ORDER_NOT_FOUND = 'Order not found';

const paymentNotVerified = () =>
  conflict('No verified payment matches this order.', 'payment_not_verified');
const idempotencyKeyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different order.',
  );
const notCancellable = () => conflict('This order can no longer be cancelled.', 'not_cancellable');

/**
 * Order rules: placing (priced and stock-checked in one transaction), reading with owner/admin
 * visibility, and status changes that keep stock consistent. Every stock change invalidates the
 * catalogue cache, since products carry their stock.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  /** POST /orders: `created` is false when an Idempotency-Key replay returns the earlier order. */
  async placeOrder(
    user: SessionUser,
    body: CreateOrderInput,
    context: PlaceOrderContext,
  ): Promise<{ order: Order; created: boolean }> {
    const { idempotencyKey } = context;
    const hash = idempotencyKey ? requestHash(body) : null;
    if (idempotencyKey && hash) {
      const earlier = await this.replay(user.id, idempotencyKey, hash);
      if (earlier) return { order: earlier, created: false };
    }
    let order: Order;
    try {
      order = await this.db.transaction((tx) =>
        this.insertOrderInTransaction(tx, user, body, { ...context, requestHash: hash }),
      );
    } catch (error) {
      // Two requests with one key raced: the loser's insert hit the (user, key) unique index after
      // the winner committed, so the winner's order is there to return (or refuse if the body
      // differs). Any other unique violation finds no such order and is rethrown.
      if (idempotencyKey && hash && isUniqueViolation(error)) {
        const winner = await this.replay(user.id, idempotencyKey, hash);
        if (winner) return { order: winner, created: false };
      }
      throw error;
    }
    this.catalog.invalidate();
    return { order, created: true };
  }

  /**
   * GET /orders (admin): the orders matching the search and status, newest first, one page of
   * them when asked, and how many match in all. Without a filter: every order (SPEC §7).
   */
  async listForAdmin(filter: AdminOrderFilter): Promise<{ orders: Order[]; total: number }> {
    const where = byAdminFilter({
      search: filter.q ? orderSearchTerms(filter.q) : null,
      status: filter.status,
    });
    const page = { limit: filter.limit, offset: filter.offset };
    const { rows, total } = await pageWithTotal(
      page,
      () => findOrders(this.db, where, page),
      () => countOrders(this.db, where),
    );
    return { orders: await this.toApi(rows), total };
  }

  /** GET /auth/profile/orders: the user's own orders, newest first. */
  async listOwn(userId: string): Promise<Order[]> {
    return this.toApi(await findOrders(this.db, byUser(userId)));
  }

  /** GET /orders/:id: admins see any order, customers their own; anything else is a 404. */
  async getVisible(viewer: SessionUser, id: string): Promise<Order> {
    const order = isUuid(id) ? await this.findOne(id) : null;
    if (!order || (!viewer.isAdmin && order.userId !== viewer.id)) throw notFound(ORDER_NOT_FOUND);
    return order.api;
  }

  /**
   * PUT /orders/:id/status (admin): false for an unknown order, true otherwise. Cancelling returns
   * the stock once; leaving 'cancelled' takes it again or throws 409 when too little is left.
   */
  async changeStatus(admin: SessionUser, id: string, to: OrderStatus): Promise<boolean> {
    if (!isUuid(id)) return false;
    const outcome = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) return 'missing' as const;
      if (order.status === to) return 'unchanged' as const;
      if (to === 'cancelled') await releaseOrderStock(tx, id);
      else if (!order.holdsStock) await retakeOrderStock(tx, id);
      await setStatus(tx, id, { status: to, holdsStock: to !== 'cancelled' });
      await insertHistory(tx, {
        orderId: id,
        fromStatus: order.status,
        toStatus: to,
        changedBy: admin.id,
      });
      return 'changed' as const;
    });
    if (outcome === 'changed') this.catalog.invalidate();
    return outcome !== 'missing';
  }

  /** PUT /auth/profile/orders/:id: the owner cancels while new or processing; stock returns once. */
  async cancelOwn(user: SessionUser, id: string): Promise<Order> {
    if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      // The row lock makes a second, concurrent cancel wait and then see 'cancelled' (409).
      const order = await lockOrder(tx, id);
      if (!order || order.userId !== user.id) throw notFound(ORDER_NOT_FOUND);
      if (!isCustomerCancellable(order.status as OrderStatus)) throw notCancellable();
      await releaseOrderStock(tx, id);
      await setStatus(tx, id, { status: 'cancelled', holdsStock: false });
      await insertHistory(tx, {
        orderId: id,
        fromStatus: order.status,
        toStatus: 'cancelled',
        changedBy: user.id,
        note: 'Cancelled by the customer',
      });
    });
    this.catalog.invalidate();
    return this.readOne(id);
  }

  // ----- internals ---------------------------------------------------------------------------

  private async insertOrderInTransaction(
    tx: Database,
    user: SessionUser,
    body: CreateOrderInput,
    context: PlaceOrderContext & { requestHash: string | null },
  ): Promise<Order> {
    const cart = await priceLines(tx, body.items);
    const gateway = body.payment_method === 'gateway';
    const razorpayOrderId = gateway ? body.razorpay_order_id?.trim() || null : null;
    if (gateway && !razorpayOrderId) throw paymentNotVerified();

    // The order goes in first: a same-key twin blocks here on the unique index until we finish.
    let order = await insertOrder(tx, {
      userId: user.id,
      customerName: user.name,
      email: user.email,
      phone: user.phone,
      address: body.address,
      pincode: body.pincode,
      deliveryInstructions: body.delivery_instructions,
      totalPaise: cart.totalPaise,
      paymentMethod: body.payment_method,
      paymentStatus: gateway ? 'paid' : 'pending',
      razorpayOrderId,
      status: 'new',
      holdsStock: true,
      ipAddress: context.ip,
      idempotencyKey: context.idempotencyKey ?? null,
      requestHash: context.requestHash,
    });
    const orderId = order.id;
    await takeStockOrThrow(tx, cart.lines);
    const items = await insertItems(tx, snapshotItems(orderId, cart));
    const history = await insertHistory(tx, {
      orderId,
      fromStatus: null,
      toStatus: 'new',
      changedBy: user.id,
      // Placed when the order was: the same time as created_at, not the clock a moment later.
      createdAt: order.createdAt,
    });

    if (razorpayOrderId) {
      const payment = await claimPayment(tx, {
        gatewayOrderId: razorpayOrderId,
        userId: user.id,
        orderId,
        amountPaise: cart.totalPaise,
      });
      if (!payment) throw paymentNotVerified();
      order = await setPaymentReference(tx, orderId, payment.gatewayPaymentId);
    }
    // Built from what the inserts returned: no second read of what was just written.
    return toApiOrder(order, withProductFacts(items, cart), history);
  }

  private async replay(userId: string, key: string, hash: string): Promise<Order | null> {
    const earlier = await findByIdempotencyKey(this.db, userId, key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw idempotencyKeyReused();
    return this.readOne(earlier.id);
  }

  private async findOne(id: string) {
    const [order] = await findOrders(this.db, byId(id));
    if (!order) return null;
    const [api] = await this.toApi([order]);
    return api ? { userId: order.userId, api } : null;
  }

  private async readOne(id: string): Promise<Order> {
    const found = await this.findOne(id);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return found.api;
  }

  private async toApi(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, history] = await Promise.all([
      findItems(this.db, ids),
      findHistory(this.db, ids),
    ]);
    const itemsOf = groupByOrder(items);
    const historyOf = groupByOrder(history);
    return rows.map((row) =>
      toApiOrder(row, itemsOf.get(row.id) ?? [], historyOf.get(row.id) ?? []),
    );
  }
}

function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** Adds the product facts an item "as read" shows (regular price, description) from pricing. */
function withProductFacts(items: StoredOrderItem[], cart: PricedCart) {
  const facts = new Map(cart.lines.map((l) => [l.productId, l]));
  return items.map((item) => ({
    ...item,
    productPricePaise: facts.get(item.productId)?.pricePaise ?? item.unitPricePaise,
    productDescription: facts.get(item.productId)?.description ?? '',
  }));
}

function snapshotItems(orderId: string, cart: PricedCart) {
  return cart.lines.map((line) => ({
    orderId,
    productId: line.productId,
    productName: line.name,
    productImage: line.image,
    productBrand: line.brand,
    productCategory: line.category,
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    selectedSet: line.selectedSet,
  }));
}
