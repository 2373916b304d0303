import { InfoIcon } from 'lucide-react';
import type { FreshCart } from './use-fresh-cart';

/** The names in a sentence: 'A', 'A and B', 'A, B and C'. */
function nameList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function Notice({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="flex gap-2 rounded-lg border border-gold/30 bg-accent px-3 py-2 text-sm text-accent-foreground"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
      {children}
    </p>
  );
}

/** What refreshing the cart changed (useFreshCart): new prices, quantities lowered to the stock. */
export function FreshCartNotices({ fresh }: { fresh: FreshCart }) {
  return (
    <>
      {fresh.pricesUpdated && (
        <Notice>Some prices changed since you added them. The total shows today's prices.</Notice>
      )}
      {fresh.stockLimited.length > 0 && (
        <Notice>
          {`Fewer in stock than your cart held: ${nameList(fresh.stockLimited)}. Your cart now holds what is left.`}
        </Notice>
      )}
    </>
  );
}
