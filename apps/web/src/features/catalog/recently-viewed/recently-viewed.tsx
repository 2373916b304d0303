import { cn } from '@/lib/utils';
import { ProductCard } from '../components/product-card';
import { useRecentlyViewed } from './use-recently-viewed';

/** Cards in the strip are 10 rem wide on a phone and 15 rem from 640 px. */
const STRIP_CARD_SIZES = '(min-width: 640px) 240px, 160px';

/**
 * "Recently viewed": a strip of the products this device opened last (kept in localStorage,
 * decision 053). Nothing is rendered until the browser has read the list and fetched the cards,
 * so the server's HTML is the same for everyone; it sits low on its page, below what the first
 * screen shows, so its arrival moves nothing in view.
 */
export function RecentlyViewed({
  excludeId,
  className,
}: {
  /** The product on the page itself, left out of its own strip. */
  excludeId?: string;
  className?: string;
}) {
  const products = useRecentlyViewed(excludeId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={cn(className)}>
      <h2 id="recently-viewed-heading" className="text-2xl font-semibold">
        Recently viewed
      </h2>
      <ul
        aria-label="Recently viewed products"
        className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:gap-6 sm:px-0"
      >
        {products.map((product) => (
          <li key={product._id} className="w-40 shrink-0 snap-start sm:w-60">
            <ProductCard product={product} imageSizes={STRIP_CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
