import { chargeText, estimateErrorText } from '../delivery-words';
import type { DeliveredPricing } from '../use-delivered-pricing';

/**
 * The order summary's "Delivery & assembly" amount for the typed pincode: the zone's charge
 * ("Free" within 50 km), or why there is none yet.
 */
export function SummaryDeliveryLine({ delivery }: { delivery: DeliveredPricing }) {
  const { estimate, error, loading } = delivery;
  if (error) return <dd className="text-right text-destructive">{estimateErrorText(error)}</dd>;
  if (!estimate) {
    return (
      <dd className="text-muted-foreground">{loading ? 'Checking…' : 'Enter your pincode'}</dd>
    );
  }
  if (!estimate.serviceable) {
    return (
      <dd className="text-right text-destructive">Not deliverable to {estimate.pincode} yet</dd>
    );
  }
  return (
    <dd
      className={estimate.charge === 0 ? 'font-medium text-success' : 'tabular-nums'}
      data-testid="summary-delivery-charge"
    >
      {chargeText(estimate.charge)}
    </dd>
  );
}
