import { SITE_IMAGES } from '@sheesham/shared';
import { CheckIcon } from 'lucide-react';
import { PageImage } from '@/components/page-image';
import { ButtonLink } from '@/components/ui/button-link';
import { SERVICE_NOTES } from '../services-content';

const image = SITE_IMAGES.servicesHero;

/** Closing band: the delivery facts next to a picture, with the two ways forward. */
export function ServicesCta() {
  return (
    <section
      aria-labelledby="services-cta-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="grid overflow-hidden rounded-3xl bg-primary text-primary-foreground shadow-xl lg:grid-cols-2">
        <PageImage
          image={image}
          sizes="(min-width: 1024px) 640px, 100vw"
          className="aspect-[16/10] size-full object-cover lg:aspect-auto"
        />
        <div className="p-8 sm:p-12 lg:p-14">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-light uppercase">
            Custom Orders
          </p>
          <h2
            id="services-cta-title"
            className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl"
          >
            Have a piece in mind?
          </h2>
          <p className="mt-4 leading-relaxed text-primary-foreground/80">
            Share a sketch, a photo or just an idea. We will help you choose the wood, the finish
            and the size, and give you a clear quote before any work begins.
          </p>
          <ul className="mt-8 space-y-3">
            {SERVICE_NOTES.map((note) => (
              <li key={note} className="flex gap-3">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold-light/20 text-gold-light">
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                </span>
                {note}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact" variant="gold" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink
              to="/products"
              size="lg"
              variant="outline"
              className="border-primary-foreground/50 bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
            >
              Browse Products
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
