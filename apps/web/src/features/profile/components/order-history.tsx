import type { Order } from '@sheesham/shared';
import { PackageOpenIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useOrderDialog } from '@/components/orders/use-order-dialog';
import { ButtonLink } from '@/components/ui/button-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notify } from '@/components/ui/toaster';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_TABS, type OrderTab, ordersForTab } from '../order-tabs';
import { useReorder } from '../use-reorder';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderTrackDialog } from './order-track-dialog';

/** Order History: tabs by customer stage, one card per order, and the order dialogs. */
export function OrderHistory({ orders }: { orders: readonly Order[] }) {
  const [tab, setTab] = useState<OrderTab>('All');
  const details = useOrderDialog();
  const tracking = useOrderDialog();
  const cancelling = useOrderDialog();
  const cancelOrder = useCancelOrder();
  const [cancelFailedId, setCancelFailedId] = useState<string | null>(null);
  const { reorder, pendingOrderId } = useReorder();

  const confirmCancel = () => {
    const order = cancelling.props.order;
    if (!order) return;
    setCancelFailedId(null);
    cancelOrder.mutate(order.id, {
      onSuccess: () => notify('Order cancelled', `Order #${order.number} has been cancelled.`),
      // SPEC §8: a failed cancel is only logged; the reloaded list and a note on the card show it.
      onError: (error) => {
        console.error('Failed to cancel order', error);
        setCancelFailedId(order.id);
      },
      onSettled: () => cancelling.props.onOpenChange(false),
    });
  };

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as OrderTab)}>
      <TabsList
        aria-label="Filter orders by status"
        className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto"
      >
        {ORDER_TABS.map((name) => (
          <TabsTrigger key={name} value={name} className="px-1.5 sm:px-3">
            {name}
            <span className="hidden rounded-full bg-background px-1.5 text-xs tabular-nums sm:inline">
              {ordersForTab(orders, name).length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {ORDER_TABS.map((name) => (
        <TabsContent key={name} value={name} className="mt-6 focus-visible:outline-none">
          <OrderList
            orders={ordersForTab(orders, name)}
            suggestBrowsing={orders.length === 0}
            renderOrder={(order) => (
              <OrderCard
                key={order.id}
                order={order}
                reordering={pendingOrderId === order.id}
                cancelFailed={cancelFailedId === order.id}
                onViewDetails={details.show}
                onTrack={tracking.show}
                onReorder={reorder}
                onCancel={cancelling.show}
              />
            )}
          />
        </TabsContent>
      ))}
      <OrderDetailsDialog {...details.props} />
      <OrderTrackDialog {...tracking.props} />
      <CancelOrderDialog
        {...cancelling.props}
        onConfirm={confirmCancel}
        cancelling={cancelOrder.isPending}
      />
    </Tabs>
  );
}

function OrderList({
  orders,
  suggestBrowsing,
  renderOrder,
}: {
  orders: Order[];
  /** No orders at all yet: point to the shop. */
  suggestBrowsing: boolean;
  renderOrder: (order: Order) => ReactNode;
}) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <PackageOpenIcon className="size-10 text-gold/70" aria-hidden="true" />
        <p className="font-medium">No orders available</p>
        {suggestBrowsing && (
          <ButtonLink to="/products" variant="gold" className="mt-2">
            Browse Products
          </ButtonLink>
        )}
      </div>
    );
  }
  return <div className="space-y-4">{orders.map(renderOrder)}</div>;
}
