import type { SearchSuggestions } from '@sheesham/shared/search-suggestions';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { cn } from '@/lib/utils';
import { fetchSuggestions } from '../api/search-suggestions';
import { HeaderSearchField } from './header-search-field';

/** Pause in typing before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer letters than this suggest nothing: too many products start with one letter. */
const MIN_LETTERS = 2;

/** One row of the list: a product (opens it) or a corrected search ("Did you mean"). */
type Option = { kind: 'product'; productId: string; label: string } | { kind: 'search'; q: string };

function optionsOf(suggestions: SearchSuggestions | null): Option[] {
  if (!suggestions) return [];
  const products: Option[] = suggestions.products.map((p) => ({
    kind: 'product',
    productId: p._id,
    label: p.name,
  }));
  return suggestions.did_you_mean
    ? [...products, { kind: 'search', q: suggestions.did_you_mean }]
    : products;
}

export interface SearchComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Search for the text (Enter without a chosen row, or "Did you mean"). */
  onSearch: (q: string) => void;
  /** Open a suggested product. */
  onOpenProduct: (productId: string) => void;
  /** Where suggestions come from; the API unless a test gives its own. */
  load?: (q: string, signal: AbortSignal) => Promise<SearchSuggestions>;
  autoFocus?: boolean;
  inputClassName?: string;
}

/**
 * The header's search box with suggestions as the shopper types, in the ARIA combobox pattern:
 * ArrowDown/ArrowUp move through the list, Enter opens the chosen row (or searches the text),
 * Escape closes the list (a second Escape clears the text). Loaded on first use (HeaderSearch).
 */
export function SearchCombobox({
  value,
  onValueChange,
  onSearch,
  onOpenProduct,
  load = fetchSuggestions,
  autoFocus,
  inputClassName,
}: SearchComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState(value.trim());
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ask = useDebouncedCallback((text: string) => setQuery(text.trim()), SUGGEST_DEBOUNCE_MS);

  useEffect(() => {
    if (query.length < MIN_LETTERS) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    load(query, controller.signal)
      .then((answer) => {
        setSuggestions(answer);
        setActive(-1);
      })
      // A failed or aborted suggestion is not worth a message: the search itself still works.
      .catch(() => {});
    return () => controller.abort();
  }, [query, load]);

  const options = optionsOf(suggestions);
  const expanded = open && options.length > 0;

  function choose(option: Option | undefined) {
    setOpen(false);
    if (!option) onSearch(value.trim());
    else if (option.kind === 'product') onOpenProduct(option.productId);
    else {
      onValueChange(option.q);
      onSearch(option.q);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From "nothing chosen" (-1) down goes to the first row, up to the last.
      setActive((current) =>
        !expanded || current < 0
          ? step === 1
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(expanded && active >= 0 ? options[active] : undefined);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else onValueChange('');
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <HeaderSearchField
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
      // Focus moves in because this box replaces the one the shopper has just focused.
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value);
        ask(event.target.value);
        setOpen(true);
      }}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
      className={inputClassName}
    >
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        // An opaque card over whatever is below the header (the dark hero on /).
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-card py-1 text-sm text-card-foreground shadow-lg"
      >
        {options.map((option, index) => (
          // Options are chosen from the box's keys (aria-activedescendant), so they take no focus.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option.kind === 'product' ? option.productId : `search:${option.q}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the click is the only thing that happens.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'cursor-pointer truncate px-3 py-2',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            {option.kind === 'product' ? (
              option.label
            ) : (
              <>
                Did you mean <span className="font-semibold">{option.q}</span>?
              </>
            )}
          </div>
        ))}
      </div>
    </HeaderSearchField>
  );
}
