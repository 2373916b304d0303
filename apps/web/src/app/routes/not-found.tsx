import { HomeIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { OrnamentDivider } from '@/components/ui/separator';

/** Any unknown path (route '*'), inside the shared layout. */
export function Component() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="font-serif text-8xl font-semibold text-gold/80 sm:text-9xl">
        404
      </p>
      <OrnamentDivider className="mt-6" />
      <h1 className="mt-6 text-3xl font-semibold text-primary sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        The page you are looking for may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to="/" size="lg" className="mt-10">
        <HomeIcon aria-hidden="true" />
        Return to Home
      </ButtonLink>
    </section>
  );
}
