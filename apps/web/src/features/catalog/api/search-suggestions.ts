import type { SearchSuggestions } from '@sheesham/shared/search-suggestions';
import { apiGet } from '@/lib/api-client';

/** GET /products/suggest: the best few matches for q, and "did you mean" when nothing matches. */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiGet<SearchSuggestions>(`/products/suggest?q=${encodeURIComponent(q)}`, signal);
}
