import type { Product } from '@sheesham/shared';
import { type ReactNode, useState } from 'react';
import { useOrderProducts } from '../api';
import { MatchSearch } from './match-search';

/**
 * An admin form's catalogue search (the New order's products, a coupon's products): the box, the
 * first products that match, each as `renderMatch` lists it, and a line when none does.
 */
export function ProductMatchSearch({
  label,
  note,
  renderMatch,
}: {
  label: string;
  /** A line between the box and the matches (the field's error). */
  note?: ReactNode;
  /** One match as a list item, keyed by the product's id. */
  renderMatch: (product: Product) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const found = useOrderProducts(q);
  return (
    <MatchSearch
      query={q}
      onQueryChange={setQ}
      label={label}
      placeholder="Product name, brand or category"
      note={note}
      matchesLabel="Matching products"
      noMatches={found.data?.length === 0}
      emptyText="No product matches."
    >
      {(found.data ?? []).map(renderMatch)}
    </MatchSearch>
  );
}
