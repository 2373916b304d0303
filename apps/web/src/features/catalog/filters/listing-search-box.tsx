import { SearchInput } from '@/components/search-input';

/** The listing's search box: typing is local, the URL (and the request) follow after a pause. */
export function ListingSearchBox({
  value,
  onCommit,
  className,
}: {
  value: string;
  onCommit: (value: string) => void;
  className?: string;
}) {
  return (
    <SearchInput
      value={value}
      onCommit={onCommit}
      label="Search products"
      placeholder="Search by name, brand..."
      className={className}
    />
  );
}
