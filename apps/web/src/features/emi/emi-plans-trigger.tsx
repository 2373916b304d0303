import { CreditCardIcon } from 'lucide-react';
import { Suspense } from 'react';
import { lazyOnOpen, useLazyPanelTrigger } from '@/lib/lazy-on-open';
import { cn } from '@/lib/utils';
import { emiFromText } from './emi-offer';

/** The plans table loads in its own chunk when asked for: the product page's first load has none of it. */
const plansDialog = lazyOnOpen(() =>
  import('./emi-plans-dialog').then((module) => module.EmiPlansDialog),
);

/**
 * "No-cost EMI from ₹X/month" and a button that opens every tenure's plan for `price` (rupees);
 * nothing below the shop's minimum EMI price. The product page and the checkout summary show it.
 */
export function EmiPlansTrigger({ price, className }: { price: number; className?: string }) {
  const plans = useLazyPanelTrigger(plansDialog.preload);
  const text = emiFromText(price);
  if (!text) return null;
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}
      data-testid="emi-from"
    >
      <CreditCardIcon className="size-4 shrink-0 text-gold" aria-hidden="true" />
      <span>{text}</span>
      <button
        type="button"
        className="cursor-pointer font-medium text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...plans.triggerProps}
      >
        View EMI plans
      </button>
      {plans.opened && (
        <Suspense fallback={null}>
          <plansDialog.Component price={price} {...plans.panelProps} />
        </Suspense>
      )}
    </div>
  );
}
