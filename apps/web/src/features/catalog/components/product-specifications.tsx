import type { Product } from '@sheesham/shared';
import { specifications } from '../lib/product-facts';

export function ProductSpecifications({ product }: { product: Product }) {
  return (
    <section aria-labelledby="specifications-heading">
      <h2 id="specifications-heading" className="text-2xl font-semibold">
        Specifications
      </h2>
      <dl className="mt-4 grid border-t sm:grid-cols-2 sm:gap-x-12">
        {specifications(product).map((row) => (
          <div
            key={row.label}
            className="flex items-baseline justify-between gap-4 border-b py-3.5"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-right font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
