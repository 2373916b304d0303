import { SearchXIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** Empty state of the listing, with SPEC §2's texts. */
export function NoProducts({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyState
      icon={SearchXIcon}
      title="No products found"
      text="Try adjusting your search terms or filters to find what you're looking for."
    >
      {onClear && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear All
        </Button>
      )}
    </EmptyState>
  );
}
