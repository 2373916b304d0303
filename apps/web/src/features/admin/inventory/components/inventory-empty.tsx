import { PackageOpenIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * No rows: with a search or filter the shop's own wording (SPEC §2) and a way back to everything;
 * with none, an empty catalogue and the way to start it.
 */
export function InventoryEmpty({
  filtered,
  onClear,
  onAdd,
}: {
  filtered: boolean;
  onClear: () => void;
  onAdd: (trigger: HTMLElement) => void;
}) {
  const Icon = filtered ? SearchXIcon : PackageOpenIcon;
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent">
        <Icon className="size-6 text-gold" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-serif text-xl font-semibold">
        {filtered ? 'No products found' : 'No products yet'}
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        {filtered
          ? "Try adjusting your search terms or filters to find what you're looking for."
          : 'Add the first product to start selling.'}
      </p>
      {filtered ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <Button variant="gold" className="mt-6" onClick={(event) => onAdd(event.currentTarget)}>
          <PlusIcon aria-hidden="true" />
          Add Product
        </Button>
      )}
    </div>
  );
}
