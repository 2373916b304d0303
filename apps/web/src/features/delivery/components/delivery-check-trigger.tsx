import { TruckIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOnOpen } from '@/lib/lazy-on-open';

/** The check itself loads in its own chunk: the product page's first load carries none of it. */
const { Component: DeliveryCheck, preload } = lazyOnOpen(() =>
  import('./delivery-check').then((module) => module.DeliveryCheck),
);

/** "Check delivery to your pincode": opens the delivery check when the shopper asks for it. */
export function DeliveryCheckTrigger() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={<div className="h-28 rounded-xl border" aria-busy="true" />}>
        <DeliveryCheck />
      </Suspense>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      // Wraps on a phone: a one-line label is wider than a 390 px screen's column.
      className="h-auto min-h-10 w-full justify-start py-2 text-left whitespace-normal"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpen(true)}
      data-testid="delivery-check-open"
    >
      <TruckIcon className="text-gold" aria-hidden="true" />
      Check delivery date and charge for your pincode
    </Button>
  );
}
