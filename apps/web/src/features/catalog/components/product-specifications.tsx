import type { Product } from '@sheesham/shared';
import { specifications } from '../lib/product-facts';

export function ProductSpecifications({ product }: { product: Product }) {
  return (
    // Below the first screen: laid out when it comes near (decision 061).
    <section aria-labelledby="specifications-heading" className="render-when-near">
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
