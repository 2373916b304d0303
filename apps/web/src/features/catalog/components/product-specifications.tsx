import type { Product } from '@sheesham/shared';
import { specifications } from '../lib/product-facts';

export function ProductSpecifications({ product }: { product: Product }) {
  return (
    <section aria-labelledby="specifications-heading">
      <h2 id="specifications-heading" className="text-2xl font-semibold">
        Specifications
      </h2>
      <dl className="mt-5 grid overflow-hidden rounded-xl border bg-card sm:grid-cols-2">
        {specifications(product).map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-0.5 border-b px-5 py-3.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 sm:odd:border-r"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-medium sm:text-right">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
