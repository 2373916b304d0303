import { formatRupees, fromPaise } from '@sheesham/shared';
import { PanelDialog } from '@/components/panel-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { storeSettings } from '@/lib/store-settings';
import { emiPlansFor } from './emi-offer';

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** The heading of a column of amounts, right-aligned over them. */
function AmountHeading({ children }: { children: string }) {
  return (
    <th scope="col" className="px-3 py-2 text-right font-medium">
      {children}
    </th>
  );
}

/**
 * Every tenure's monthly amount, interest and total for `price` (rupees): a calculator only; the
 * shopper's bank converts the payment into EMI on the payment page (docs/decisions/058).
 */
export function EmiPlansDialog({ price, ...panel }: LazyPanelProps & { price: number }) {
  const plans = emiPlansFor(price);
  return (
    <PanelDialog {...panel} className="max-w-xl">
      <DialogHeader
        title="EMI plans"
        description={`For ${formatRupees(price)}, on eligible credit and debit cards.`}
      />
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm tabular-nums" data-testid="emi-plans">
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Tenure
              </th>
              <AmountHeading>Monthly</AmountHeading>
              <AmountHeading>Interest</AmountHeading>
              <AmountHeading>Total</AmountHeading>
            </tr>
          </thead>
          <tbody className="divide-y">
            {plans.map((plan) => (
              <tr key={plan.months}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {plan.months} months
                  <span className="block text-xs font-normal text-muted-foreground">
                    {plan.noCost ? 'No-cost EMI' : `${plan.annualRatePercent}% a year`}
                  </span>
                </th>
                <td className="px-3 py-2 text-right font-semibold">{rupees(plan.monthlyPaise)}</td>
                <td className="px-3 py-2 text-right">
                  {plan.noCost ? (
                    <span className="font-medium text-success">₹0</span>
                  ) : (
                    rupees(plan.interestPaise)
                  )}
                </td>
                <td className="px-3 py-2 text-right">{rupees(plan.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
        <li>Choose EMI on the payment page when you pay online; your bank sets the final terms.</li>
        <li>
          No-cost EMI: we pay the bank's interest, so you pay the price and no more; its last
          instalment is adjusted for the rounding.
        </li>
        <li>
          Monthly amounts are rounded up to the rupee. EMI is offered from{' '}
          {formatRupees(storeSettings.emi.minPrice)}.
        </li>
      </ul>
    </PanelDialog>
  );
}
