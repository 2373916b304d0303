import { SearchXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Empty state of the listing, with SPEC §2's texts. */
export function NoProducts({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent">
        <SearchXIcon className="size-6 text-gold" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold">No products found</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Try adjusting your search terms or filters to find what you're looking for.
      </p>
      {onClear && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear All
        </Button>
      )}
    </div>
  );
}
