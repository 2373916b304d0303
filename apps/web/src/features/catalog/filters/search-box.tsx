import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

const SEARCH_DEBOUNCE_MS = 300;

/** The listing's search box: typing is local, the URL (and the request) follow after a pause. */
export function SearchBox({
  value,
  onCommit,
  className,
}: {
  value: string;
  onCommit: (value: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (a chip removed, Clear All, Back): show that. The committed
  // value is trimmed, so a draft that only differs by spaces is the user still typing.
  useEffect(() => setDraft((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search products"
        placeholder="Search by name, brand..."
        value={draft}
        maxLength={200}
        onChange={(event) => {
          setDraft(event.target.value);
          commit(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(draft);
        }}
        className="pl-9"
      />
    </div>
  );
}
