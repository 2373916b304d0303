import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BrandMark } from '../layout/brand-logo';

function describe(error: unknown): string {
  if (error instanceof Response) {
    return error.statusText ? `${error.status} ${error.statusText}` : String(error.status);
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong.';
}

/**
 * The fallback for errors thrown while loading or rendering a screen. It stands outside the layout
 * (which may be what failed), and its home link reloads the page to start clean.
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 py-16 text-center">
      <BrandMark className="size-14" />
      <h1 className="mt-8 text-3xl font-semibold text-primary sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 max-w-lg rounded-lg border bg-card px-4 py-3 font-mono text-sm break-words text-muted-foreground">
        {describe(error)}
      </p>
      <a href="/" className={cn(buttonVariants({ size: 'lg' }), 'mt-10')}>
        Return to Home
      </a>
    </main>
  );
}
