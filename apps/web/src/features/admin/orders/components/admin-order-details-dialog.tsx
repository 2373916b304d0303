import {
  formatRupees,
  ORDER_CHANNEL_LABELS,
  type Order,
  PAYMENT_METHOD_LABELS,
  SHOWROOM_PAYMENT_MODE_LABELS,
} from '@sheesham/shared';
import { DetailList, type DetailRow, DetailSection } from '@/components/detail-list';
import { contactRows, paymentReferenceRows } from '@/components/orders/order-detail-rows';
import { OrderDialog } from '@/components/orders/order-dialog';
import { OrderItemsSection } from '@/components/orders/order-items-section';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { TaxDocumentLinks } from '@/components/orders/tax-document-links';
import type { OrderDialogProps } from '@/components/orders/use-order-dialog';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { orderHistorySteps } from '../order-history-steps';
import { CashReceivedSection } from './cash-received-section';
import { DeliverySlotSection } from './delivery-slot-section';
import { OrderRefundsSection } from './order-refunds-section';
import { OrderStatusMenu } from './order-status-menu';
import { PaymentStatusBadge } from './payment-badges';

/**
 * View Details: customer, delivery and its slot (movable until dispatch), items, payment and the
 * status history of one order, with the same Change status menu as its card; the cash received (cash on delivery) or refunds (online).
 */
export function AdminOrderDetailsDialog(props: OrderDialogProps) {
  return (
    <OrderDialog {...props} className="max-w-3xl">
      {(order) => <OrderDetails order={order} />}
    </OrderDialog>
  );
}

const notGiven = <span className="text-muted-foreground">Not given</span>;

/** The discount with its code, or a staff member's manual one with who gave it and why (issue #29). */
function discountRows(order: Order): DetailRow[] {
  if (order.discount_amount <= 0) return [];
  const code = order.coupon_code ? ` (${order.coupon_code})` : '';
  const rows: DetailRow[] = [['Discount', `−${formatRupees(order.discount_amount)}${code}`]];
  if (order.discount_given_by) rows.push(['Given by', order.discount_given_by]);
  if (order.discount_reason) rows.push(['Reason', order.discount_reason]);
  return rows;
}
const notAvailable = <span className="text-muted-foreground">Not available</span>;

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 pr-8">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle className="lining-nums">Order #{order.number}</DialogTitle>
            <OrderStatusBadge status={order.status} />
          </div>
          <DialogDescription>
            Placed on {formatDateTime(order.created_at)} · {ORDER_CHANNEL_LABELS[order.channel]}
            {order.created_by ? ` · entered by ${order.created_by.name}` : ''}
          </DialogDescription>
        </div>
        <OrderStatusMenu order={order} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <DetailSection title="Customer" testId="details-customer">
          <DetailList rows={contactRows(order, notGiven)} />
        </DetailSection>
        <DetailSection title="Delivery" testId="details-delivery">
          <DetailList
            rows={
              order.fulfilment === 'collect'
                ? [['Handover', order.address]]
                : [
                    ['Address', order.address],
                    ['Pincode', order.pincode],
                    ['Instructions', order.delivery_instructions || notGiven],
                  ]
            }
          />
        </DetailSection>
      </div>

      <DeliverySlotSection order={order} />

      {/* Full names: staff pick the goods by them, and two similar beds differ only at the end. */}
      <OrderItemsSection order={order} testId="details-items" clampNames={false} />

      <div className="grid gap-4 sm:grid-cols-2">
        <DetailSection title="Payment" testId="details-payment">
          <DetailList
            rows={[
              [
                'Method',
                order.payment_mode
                  ? `${PAYMENT_METHOD_LABELS[order.payment_method]} (${SHOWROOM_PAYMENT_MODE_LABELS[order.payment_mode]})`
                  : PAYMENT_METHOD_LABELS[order.payment_method],
              ],
              ['Status', <PaymentStatusBadge key="status" status={order.payment_status} />],
              ...discountRows(order),
              // Cash on delivery has no gateway, so no references to show.
              ...(order.payment_method === 'cod'
                ? []
                : paymentReferenceRows(order, {
                    referenceLabel: 'Reference ID',
                    missing: notAvailable,
                  })),
            ]}
          />
          {/* The GST invoice and credit notes belong with the money (decision 018). */}
          <TaxDocumentLinks
            orderId={order.id}
            scope="admin"
            size="sm"
            className="mt-4 flex flex-wrap gap-2"
          />
        </DetailSection>
        <DetailSection title="Status History" testId="details-history">
          <p className="text-sm text-muted-foreground">
            {order.created_by
              ? `Entered by ${order.created_by.name} (${ORDER_CHANNEL_LABELS[order.channel]})`
              : 'Placed by the customer online'}
          </p>
          <OrderTimeline steps={orderHistorySteps(order)} />
        </DetailSection>
      </div>

      <CashReceivedSection order={order} />
      <OrderRefundsSection order={order} />
    </>
  );
}
