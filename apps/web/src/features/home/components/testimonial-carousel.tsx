import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { SectionHeading } from '@/components/content/section-heading';
import { Button } from '@/components/ui/button';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { cn } from '@/lib/utils';
import { TESTIMONIALS } from '../home-content';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

const ADVANCE_EVERY_MS = 6000;
const count = TESTIMONIALS.length;

/**
 * Looping testimonial carousel with dots (WAI-ARIA carousel pattern). It advances on its own but
 * holds still while hovered or focused, and never moves by itself for reduced-motion users.
 * The live region is polite only while it holds still, so auto-advance does not chatter.
 */
export function TestimonialCarousel() {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;

  // Restarting the timer whenever the slide changes gives a full interval after a manual move.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), ADVANCE_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [paused, current]);

  const show = (index: number) => setCurrent((index + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      className="py-20 sm:py-28"
    >
      <div className="mx-auto max-w-4xl px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What Our Customers Say"
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a convenience on top of the buttons */}
        <div
          className="mt-12"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
          onKeyDown={onKeyDown}
        >
          <div
            aria-live={paused ? 'polite' : 'off'}
            className="relative grid rounded-3xl border bg-card px-6 pt-14 pb-10 shadow-lg shadow-primary/5 sm:px-14"
          >
            <span
              aria-hidden="true"
              className="absolute -top-7 left-1/2 flex size-14 -translate-x-1/2 items-center justify-center rounded-full bg-primary text-gold-light shadow-md"
            >
              <QuoteIcon className="size-6 fill-current" />
            </span>
            {TESTIMONIALS.map((testimonial, index) => {
              const active = index === current;
              return (
                <figure
                  key={testimonial.name}
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  aria-hidden={!active}
                  inert={!active}
                  className={cn(
                    'col-start-1 row-start-1 flex flex-col items-center text-center transition-opacity duration-700',
                    active ? 'opacity-100' : 'opacity-0',
                  )}
                >
                  <RatingStars rating={testimonial.rating} />
                  <blockquote className="mt-6 font-serif text-xl leading-relaxed text-primary italic sm:text-2xl">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 text-sm font-semibold tracking-wide text-muted-foreground">
                    {testimonial.name}, {testimonial.city}
                  </figcaption>
                </figure>
              );
            })}
          </div>

          <div className="mt-8 flex items-center justify-center gap-4">
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label="Previous testimonial"
              onClick={() => show(current - 1)}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <div className="flex items-center gap-1">
              {TESTIMONIALS.map((testimonial, index) => (
                <button
                  key={testimonial.name}
                  type="button"
                  aria-label={`Show testimonial ${index + 1} of ${count}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                  className="group flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all duration-300',
                      index === current
                        ? 'w-6 bg-gold'
                        : 'w-2.5 bg-muted-foreground/35 group-hover:bg-muted-foreground/60',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label="Next testimonial"
              onClick={() => show(current + 1)}
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
