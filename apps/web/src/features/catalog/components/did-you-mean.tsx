import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { fetchSuggestions } from '../api/search-suggestions';
import { type CatalogFilters, serializeFilters, withSearchTerm } from '../filters/url-state';

/**
 * "Did you mean sofa?" under a search that found nothing: the closest catalogue words that do
 * find products (GET /products/suggest), as a link to the same listing with that search.
 */
export function DidYouMean({ filters }: { filters: CatalogFilters }) {
  const q = filters.q.trim();
  const { data } = useQuery({
    queryKey: ['products', 'suggest', q],
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q !== '',
    staleTime: 60_000,
  });
  const suggestion = data?.did_you_mean;
  if (!suggestion) return null;
  return (
    <p className="mb-2 text-center text-base">
      Did you mean{' '}
      <Link
        to={`/products?${serializeFilters(withSearchTerm(filters, suggestion))}`}
        className="font-semibold text-primary underline underline-offset-4 hover:text-primary/80"
      >
        {suggestion}
      </Link>
      ?
    </p>
  );
}
