import {
  type CashReceipt,
  cashPaidLine,
  cashReceiptRefusal,
  formatRupees,
  type Order,
} from '@sheesham/shared';
import { BanknoteIcon } from 'lucide-react';
import { useState } from 'react';
import { DetailList, DetailSection } from '@/components/detail-list';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { CashReceivedForm } from './cash-received-form';

/**
 * Cash on delivery for staff (issue #24): the cash recorded as received, or, while it is still
 * due, the "Cash received" action and its form. Only for cash-on-delivery orders; nothing for one
 * cancelled before its cash came in.
 */
export function CashReceivedSection({ order }: { order: Order }) {
  const [recording, setRecording] = useState(false);
  if (order.payment_method !== 'cod') return null;
  if (order.cash_received) {
    return (
      <DetailSection title="Cash on delivery" testId="details-cash">
        <DetailList rows={receiptRows(order.cash_received)} />
      </DetailSection>
    );
  }
  if (cashReceiptRefusal(order)) return null;
  return (
    <DetailSection title="Cash on delivery" testId="details-cash">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {formatRupees(order.total_amount)} to collect on delivery.
        </p>
        {recording ? null : (
          <Button size="sm" onClick={() => setRecording(true)}>
            <BanknoteIcon aria-hidden="true" />
            Cash received
          </Button>
        )}
      </div>
      {recording ? <CashReceivedForm order={order} onDone={() => setRecording(false)} /> : null}
    </DetailSection>
  );
}

function receiptRows(receipt: CashReceipt) {
  return [
    ['Paid', cashPaidLine(receipt)],
    ['Received by', receipt.received_by],
    ['Reference', receipt.reference || <span className="text-muted-foreground">Not given</span>],
    ['Recorded by', `${receipt.recorded_by}, ${formatDateTime(receipt.recorded_at)}`],
  ] as const;
}
