import { isCustomerCancellable, type Order, type OrderStatus } from '@sheesham/shared';
import type { AdminOrderFilter } from '@sheesham/shared/admin-orders';
import type { Database } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import type { ListPage } from '../../lib/paged-list-route.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/index.ts';
import { orderSearchTerms } from './admin-search.ts';
import { findOrder, ORDER_NOT_FOUND, readOrder, toApiOrders } from './read-orders.ts';
import {
  byAdminFilter,
  byUser,
  countOrders,
  findOrders,
  insertHistory,
  lockOrder,
  setStatus,
} from './repository.ts';
import { releaseOrderStock, retakeOrderStock } from './stock.ts';

const notCancellable = () => conflict('This order can no longer be cancelled.', 'not_cancellable');

/**
 * Order rules after placing (the checkout module places orders): reading with owner/admin
 * visibility, and status changes that keep stock consistent. Every stock change invalidates the
 * catalogue cache, since products carry their stock.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  /**
   * GET /orders (admin): the orders matching the search and status, newest first, one page of
   * them (ADMIN_ORDERS_MAX_LIMIT when not asked), and how many match in all (SPEC §7).
   */
  async listForAdmin(filter: AdminOrderFilter): Promise<ListPage<Order>> {
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
    return { items: await toApiOrders(this.db, rows), total };
  }

  /** GET /auth/profile/orders: the user's own orders, newest first. */
  async listOwn(userId: string): Promise<Order[]> {
    return toApiOrders(this.db, await findOrders(this.db, byUser(userId)));
  }

  /** GET /orders/:id: admins see any order, customers their own; anything else is a 404. */
  async getVisible(viewer: SessionUser, id: string): Promise<Order> {
    const order = isUuid(id) ? await findOrder(this.db, id) : null;
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
    return readOrder(this.db, id);
  }
}
