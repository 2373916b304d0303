import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { cn } from '@/lib/utils';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The committed search: shown again when it changes from elsewhere (a chip removed, Back). */
  value: string;
  /** Gets the text as typed, after a pause in typing or at once on Enter. */
  onCommit: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** The wrapper's width and flex classes. */
  className?: string;
  /** The icon nearer the edge and a smaller placeholder, so a long placeholder fits a phone. */
  compact?: boolean;
}

/**
 * A search box whose typing stays local: the search (the URL, the request) follows after a pause,
 * or on Enter. The storefront listing and the admin lists share it.
 */
export function SearchInput({
  value,
  onCommit,
  label,
  placeholder,
  maxLength = 200,
  className,
  compact = false,
}: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);

  // The owner stores the value trimmed, so a draft that only differs by spaces is still being typed.
  useEffect(() => setDraft((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
          compact ? 'left-2.5' : 'left-3',
        )}
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => {
          setDraft(event.target.value);
          commit(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter searches now; inside a form (a coupon's products, a staff order's lines) it
          // must not also submit the form around it.
          event.preventDefault();
          onCommit(draft);
        }}
        className={compact ? 'pr-2 pl-8 placeholder:text-sm' : 'pl-9'}
      />
    </div>
  );
}
