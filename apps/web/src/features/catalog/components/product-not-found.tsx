import { PackageSearchIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

/** Shown while the detail page redirects to /browse after a failed fetch. */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent">
        <PackageSearchIcon className="size-7 text-gold" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold">Product not found</h1>
      <p className="mt-3 text-muted-foreground">Taking you back to our collection…</p>
      <ButtonLink to="/browse" variant="outline" className="mt-6">
        Browse Products
      </ButtonLink>
    </div>
  );
}
