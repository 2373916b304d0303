import { formatRupees } from '@sheesham/shared';

/** "Discount (CODE) −₹X" as one row of a <dl> of amounts: the summary's and the order's. */
export function DiscountLine({ code, amount }: { code?: string | null; amount: number }) {
  return (
    <div className="flex justify-between gap-3" data-testid="discount-line">
      <dt className="text-muted-foreground">Discount{code ? ` (${code})` : ''}</dt>
      <dd className="font-medium text-success tabular-nums">−{formatRupees(amount)}</dd>
    </div>
  );
}
