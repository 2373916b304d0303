import { FEATURED_PRODUCT_COUNT, SITE_IMAGES } from '@sheesham/shared';
import type { JSX } from 'react';
import { ProcessStepsSection } from '@/components/content/process-steps-section';
import { HydrateApart } from '@/components/hydration/hydrate-apart';
import { productsQueryOptions } from '@/features/catalog/api/products';
import { RecentlyViewed } from '@/features/catalog/recently-viewed/recently-viewed';
import { FeaturedProducts } from '@/features/home/components/featured-products';
import { HERO_IMAGE_SIZES, HeroSection } from '@/features/home/components/hero-section';
import { LogoStrips } from '@/features/home/components/logo-strips';
import { ProjectGallery } from '@/features/home/components/project-gallery';
import { StatsBand } from '@/features/home/components/stats-band';
import { TestimonialCarousel } from '@/features/home/components/testimonial-carousel';
import { WhyChoose } from '@/features/home/components/why-choose';
import { WordBanner } from '@/features/home/components/word-banner';
import type { RouteModule } from '../route-module';

/** The sections under the first screen down to Featured Products, then those after it. */
const aboveRecentlyViewed = () => [
  <ProjectGallery key="gallery" />,
  <WhyChoose key="why" />,
  <LogoStrips key="logos" />,
  <FeaturedProducts key="featured" />,
];
const belowRecentlyViewed = () => [
  <ProcessStepsSection
    key="process"
    description="Whether you choose from the showroom or dream up something new, every piece follows the same four careful steps."
  />,
  <WordBanner key="words" />,
  <TestimonialCarousel key="testimonials" />,
];

/**
 * Each section below the first screen renders when it comes near the viewport, and hydrates in
 * a task of its own (decision 062).
 */
const whenNear = (sections: JSX.Element[]) =>
  sections.map((section) => (
    <div key={section.key} className="render-when-near">
      <HydrateApart>{section}</HydrateApart>
    </div>
  ));

/**
 * Home: every section SPEC §2 lists, in its order, and the device's Recently viewed after
 * Featured Products. That strip is not rendered when near: it is empty until the browser has read
 * its list, and an empty placeholder would hold 40rem open.
 */
export function Component() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      {whenNear(aboveRecentlyViewed())}
      <RecentlyViewed className="mx-auto max-w-7xl px-6 py-16 sm:py-20" />
      {whenNear(belowRecentlyViewed())}
    </>
  );
}

export const prefetch: RouteModule['prefetch'] = ({ queryClient }) =>
  queryClient.prefetchQuery(productsQueryOptions({ limit: FEATURED_PRODUCT_COUNT }));

export const lcpImage: RouteModule['lcpImage'] = () => ({
  src: SITE_IMAGES.hero.url,
  sizes: HERO_IMAGE_SIZES,
});
