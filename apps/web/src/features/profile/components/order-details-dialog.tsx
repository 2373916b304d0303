import { formatRupees, type Order, PAYMENT_STATUS_LABELS } from '@sheesham/shared';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatPhone } from '@/lib/format-phone';
import { returnFocusTo } from '@/lib/return-focus';
import { formatDateTime } from '../display-format';
import type { OrderDialogProps } from '../use-order-dialog';
import { DetailList, DetailSection } from './detail-list';
import { OrderItemsList } from './order-items-list';
import { OrderStatusBadge } from './order-status-badge';

const PAYMENT_METHOD_LABELS: Record<Order['payment_method'], string> = {
  cod: 'Cash on Delivery',
  gateway: 'Online Payment',
};

/** View Details (SPEC §2): customer, order, items, and payment details for non-COD orders. */
export function OrderDetailsDialog({ order, open, onOpenChange, triggerRef }: OrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        {order && <OrderDetails order={order} />}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <div className="space-y-1 pr-8">
        <DialogTitle className="lining-nums">Order #{order.number}</DialogTitle>
        <DialogDescription>Placed on {formatDateTime(order.date)}</DialogDescription>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <DetailSection title="Customer Information">
          <DetailList
            rows={[
              ['Name', order.customer_name],
              ['Email', order.email],
              ['Phone', order.phone ? formatPhone(order.phone) : 'Not given'],
              ['Address', order.address],
              ['Pincode', order.pincode],
              ...(order.delivery_instructions
                ? [['Instructions', order.delivery_instructions] as const]
                : []),
            ]}
          />
        </DetailSection>
        <DetailSection title="Order Information">
          <DetailList
            rows={[
              ['Order', `#${order.number}`],
              ['Status', <OrderStatusBadge key="status" status={order.status} />],
              ['Payment', PAYMENT_METHOD_LABELS[order.payment_method]],
              ['Payment status', PAYMENT_STATUS_LABELS[order.payment_status]],
              ['Total', formatRupees(order.total_amount)],
            ]}
          />
        </DetailSection>
      </div>

      <DetailSection title="Items">
        <OrderItemsList items={order.items} />
        <p className="flex justify-between border-t pt-3 font-semibold">
          <span>Total</span>
          <span>{formatRupees(order.total_amount)}</span>
        </p>
      </DetailSection>

      {order.payment_method !== 'cod' && (
        <DetailSection title="Payment Details" testId="payment-details">
          <DetailList
            rows={[
              ['Payment reference', order.payment_reference_id ?? 'Not available'],
              ['Gateway order ID', order.razorpay_order_id ?? 'Not available'],
              ...(order.payment_error_message
                ? [
                    [
                      'Error',
                      <span key="error" className="text-destructive">
                        {order.payment_error_message}
                      </span>,
                    ] as const,
                  ]
                : []),
            ]}
          />
        </DetailSection>
      )}
    </>
  );
}
