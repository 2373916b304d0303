import { PackageSearchIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ButtonLink } from '@/components/ui/button-link';

/** Shown while the detail page redirects to /browse after a failed fetch. */
export function ProductNotFound() {
  return (
    <EmptyState
      page
      icon={PackageSearchIcon}
      title="Product not found"
      text="Taking you back to our collection…"
    >
      <ButtonLink to="/browse" variant="outline" className="mt-6">
        Browse Products
      </ButtonLink>
    </EmptyState>
  );
}
