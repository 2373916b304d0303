import { SearchIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

type HeaderSearchFieldProps = ComponentProps<'input'> & {
  /** What sits under the box in its positioned wrapper (the suggestion list). */
  children?: ReactNode;
};

/**
 * The header's search box with its icon: the plain form's field before any script and the
 * combobox's after, so the box looks and submits the same (name=q) whichever is showing.
 */
export function HeaderSearchField({ children, ...input }: HeaderSearchFieldProps) {
  return (
    <div className="relative w-full">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        name="q"
        aria-label="Search the shop"
        autoComplete="off"
        maxLength={200}
        placeholder="Search furniture"
        {...input}
      />
      {children}
    </div>
  );
}
