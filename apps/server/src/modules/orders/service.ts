import type { Order, OrderStatus, OrderStatusBody } from '@sheesham/shared';
import type { AdminOrderFilter } from '@sheesham/shared/admin-orders';
import type { Database } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import type { ListPage } from '../../lib/paged-list-route.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/index.ts';
import { orderSearchTerms } from './admin-search.ts';
import type { AfterCommit, CancellationHook } from './cancellation-hook.ts';
import { findOrder, ORDER_NOT_FOUND, readOrder, toApiOrders } from './read-orders.ts';
import { byAdminFilter, byUser, countOrders, findOrders, findStatus } from './repository.ts';
import {
  applyStatusChange,
  currentStatusField,
  type Refusal,
  statusLabel,
} from './status-change.ts';
import type { OrderStatusListener } from './status-listener.ts';

/** The admin's refusals: stale (the order moved on since it was shown) or not in the table. */
function adminRefusal(to: OrderStatus) {
  return (reason: Refusal, current: OrderStatus) =>
    reason === 'stale'
      ? conflict(
          `This order is now ${statusLabel(current)}.`,
          'status_conflict',
          currentStatusField(current),
        )
      : conflict(
          `An order that is ${statusLabel(current)} cannot be set to ${statusLabel(to)}.`,
          'invalid_transition',
          currentStatusField(current),
        );
}

/** The customer's one refusal, whatever the reason: the table no longer allows cancelling. */
const notCancellable = (_reason: Refusal, current: OrderStatus) =>
  conflict(
    'This order can no longer be cancelled.',
    'not_cancellable',
    currentStatusField(current),
  );

/**
 * Order rules after placing (the checkout module places orders): reading with owner/admin
 * visibility, and status changes that keep stock consistent. Every stock change invalidates the
 * catalogue cache, since products carry their stock.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
    private readonly cancellation?: CancellationHook,
    private readonly listener?: OrderStatusListener,
  ) {}

  /**
   * The change's onCancelled, which remembers the hook's after-commit work in `pending`. The
   * caller runs that work only once its transaction has committed.
   */
  #onCancelled(orderId: string, cancelledBy: string, pending: AfterCommit[]) {
    const hook = this.cancellation;
    if (!hook) return undefined;
    return async (tx: Database) => {
      const after = await hook.onCancelled(tx, { orderId, cancelledBy });
      if (after) pending.push(after);
    };
  }

  /** After-commit work never fails the request: the change is committed, and the refund sweeper retries. */
  async #runAfterCommit(pending: AfterCommit[]) {
    for (const after of pending) await after();
  }

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

  /** GET /auth/profile/orders: one page of the user's own orders, newest first, and their count. */
  async listOwn(userId: string, page: { limit: number; offset: number }): Promise<ListPage<Order>> {
    const where = byUser(userId);
    const { rows, total } = await pageWithTotal(
      page,
      () => findOrders(this.db, where, page),
      () => countOrders(this.db, where),
    );
    return { items: await toApiOrders(this.db, rows), total };
  }

  /** GET /orders/:id: admins see any order, customers their own; anything else is a 404. */
  async getVisible(viewer: SessionUser, id: string): Promise<Order> {
    const order = isUuid(id) ? await findOrder(this.db, id) : null;
    if (!order || (!viewer.isAdmin && order.userId !== viewer.id)) throw notFound(ORDER_NOT_FOUND);
    return order.api;
  }

  /**
   * PUT /orders/:id/status (admin): false for an unknown order, true once the status is set (or
   * already was, when no expected_status is sent). The change must be in the transition table
   * and, with expected_status, the order must still have it: else 409 with the current status
   * (docs/decisions/013). Cancelling returns the stock once.
   */
  async changeStatus(admin: SessionUser, id: string, body: OrderStatusBody): Promise<boolean> {
    if (!isUuid(id)) return false;
    const pending: AfterCommit[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const order = await findStatus(tx, id);
      if (!order) return 'missing' as const;
      const outcome = await applyStatusChange(
        tx,
        {
          orderId: id,
          to: body.status,
          expected: body.expected_status,
          repeatIsNoop: true,
          changedBy: admin.id,
          refuse: adminRefusal(body.status),
          onCancelled: this.#onCancelled(id, admin.id, pending),
        },
        order.status as OrderStatus,
      );
      if (outcome === 'changed') await this.listener?.changed(tx, { orderId: id, to: body.status });
      return outcome;
    });
    if (outcome === 'changed') {
      this.catalog.invalidate();
      this.listener?.committed();
    }
    await this.#runAfterCommit(pending);
    return outcome !== 'missing';
  }

  /**
   * PUT /auth/profile/orders/:id: the owner cancels while the table allows it (before dispatch);
   * anything else is 409 not_cancellable with the current status. Stock returns once.
   */
  async cancelOwn(user: SessionUser, id: string): Promise<Order> {
    if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
    const pending: AfterCommit[] = [];
    await this.db.transaction(async (tx) => {
      const order = await findStatus(tx, id);
      if (!order || order.userId !== user.id) throw notFound(ORDER_NOT_FOUND);
      const outcome = await applyStatusChange(
        tx,
        {
          orderId: id,
          to: 'cancelled',
          repeatIsNoop: false,
          changedBy: user.id,
          note: 'Cancelled by the customer',
          refuse: notCancellable,
          onCancelled: this.#onCancelled(id, user.id, pending),
        },
        order.status as OrderStatus,
      );
      if (outcome === 'changed') await this.listener?.changed(tx, { orderId: id, to: 'cancelled' });
    });
    this.catalog.invalidate();
    this.listener?.committed();
    await this.#runAfterCommit(pending);
    return readOrder(this.db, id);
  }
}
