import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input';
import { searchable } from '../api';

/**
 * A section's search box with its matches listed under it: nothing until the search is long
 * enough to run (the same rule as the query), and a line saying so when nothing matches.
 */
export function MatchSearch({
  query,
  onQueryChange,
  label,
  placeholder,
  note,
  matchesLabel,
  noMatches,
  emptyText,
  children,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  label: string;
  placeholder: string;
  /** A line between the box and the matches (the section's error). */
  note?: ReactNode;
  matchesLabel: string;
  /** Whether to say that nothing matches (each section reads it from its own query). */
  noMatches: boolean;
  emptyText: string;
  /** The matches, as list items. */
  children: ReactNode;
}) {
  return (
    <>
      <SearchInput
        value={query}
        onCommit={onQueryChange}
        label={label}
        placeholder={placeholder}
        maxLength={100}
      />
      {note}
      {searchable(query) && (
        <ul aria-label={matchesLabel} className="divide-y rounded-md border bg-card">
          {children}
          {noMatches && <li className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</li>}
        </ul>
      )}
    </>
  );
}
