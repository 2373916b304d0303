import { SITE_IMAGES } from '@sheesham/shared';
import { ArrowRightIcon } from 'lucide-react';
import { useRef } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { ButtonLink } from '@/components/ui/button-link';
import { storeSettings } from '@/lib/store-settings';
import { useHeroClip } from '../hooks/use-hero-clip';
import { HeroClip } from './hero-clip';

const hero = SITE_IMAGES.hero;

/** The hero spans the viewport at every width. */
export const HERO_IMAGE_SIZES = '100vw';

/** How the picture and the clip are cropped: the same, so the clip takes over without a jump. */
const BACKDROP_CLASS =
  'absolute inset-0 -z-20 size-full object-cover object-[70%_center] sm:object-center';

/**
 * Full-bleed hero: the picture, and over it, once the picture has painted, a muted looping clip of
 * the same room (not for a visitor who asks for less motion or less data: decision 054). Both are
 * decorative (the heading carries the message), hence aria-hidden; the dark gradient keeps the
 * text readable over any frame.
 */
export function HeroSection() {
  const poster = useRef<HTMLImageElement>(null);
  const clip = useHeroClip(poster);
  return (
    <section
      aria-labelledby="hero-title"
      data-hero-clip={clip}
      className="relative isolate flex min-h-[600px] items-center overflow-hidden bg-primary text-primary-foreground sm:min-h-[680px] lg:min-h-[calc(100dvh-7.25rem)]"
    >
      {/* The picture is an <img> with a srcset (a poster cannot take one), so the server can
          preload the right rendition with the page (HERO_IMAGE_SIZES). */}
      <ResponsiveImage
        ref={poster}
        src={hero.url}
        alt=""
        width={hero.width}
        height={hero.height}
        sizes={HERO_IMAGE_SIZES}
        priority
        aria-hidden="true"
        className={BACKDROP_CLASS}
      />
      {clip === 'play' && <HeroClip className={BACKDROP_CLASS} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[#1c130b]/75 sm:bg-transparent sm:bg-gradient-to-r sm:from-[#1c130b]/90 sm:via-[#1c130b]/65 sm:to-[#1c130b]/25"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-[#1c130b]/60 to-transparent"
      />
      <div className="mx-auto w-full max-w-7xl px-6 py-24">
        <div className="max-w-2xl">
          <p className="mb-6 inline-flex items-center gap-3 text-xs font-semibold tracking-[0.16em] text-gold-light uppercase sm:tracking-[0.3em]">
            <span aria-hidden="true" className="hidden h-px w-10 bg-gold-light sm:block" />
            Handcrafted in {storeSettings.city} since 2015
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-7xl"
          >
            {storeSettings.tagline}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-primary-foreground/85 sm:text-lg">
            Solid sheesham, reclaimed timber and made-to-order pieces: furniture with a past,
            crafted for the way you live now.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            <ButtonLink to="/products" variant="gold" size="lg" className="group">
              Browse Products
              <ArrowRightIcon
                aria-hidden="true"
                className="transition-transform group-hover:translate-x-0.5"
              />
            </ButtonLink>
            <ButtonLink
              to="/services"
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
            >
              Custom Orders
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
