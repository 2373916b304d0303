import { FEATURED_PRODUCT_COUNT, SITE_IMAGES } from '@sheesham/shared';
import { ProcessStepsSection } from '@/components/content/process-steps-section';
import { HydrateApart } from '@/components/hydrate-apart';
import { productsQueryOptions } from '@/features/catalog/api/products';
import { FeaturedProducts } from '@/features/home/components/featured-products';
import { HERO_IMAGE_SIZES, HeroSection } from '@/features/home/components/hero-section';
import { LogoStrips } from '@/features/home/components/logo-strips';
import { ProjectGallery } from '@/features/home/components/project-gallery';
import { StatsBand } from '@/features/home/components/stats-band';
import { TestimonialCarousel } from '@/features/home/components/testimonial-carousel';
import { WhyChoose } from '@/features/home/components/why-choose';
import { WordBanner } from '@/features/home/components/word-banner';
import type { RouteModule } from '../route-module';

/** Home: every section SPEC §2 lists, in its order. */
export function Component() {
  return (
    <>
      <HeroSection />
      {/* Below the first screen: each section hydrates as a task of its own. */}
      <HydrateApart>
        <StatsBand />
      </HydrateApart>
      <HydrateApart>
        <ProjectGallery />
      </HydrateApart>
      <HydrateApart>
        <WhyChoose />
      </HydrateApart>
      <HydrateApart>
        <LogoStrips />
      </HydrateApart>
      <HydrateApart>
        <FeaturedProducts />
      </HydrateApart>
      <HydrateApart>
        <ProcessStepsSection description="Whether you choose from the showroom or dream up something new, every piece follows the same four careful steps." />
      </HydrateApart>
      <HydrateApart>
        <WordBanner />
      </HydrateApart>
      <HydrateApart>
        <TestimonialCarousel />
      </HydrateApart>
    </>
  );
}

export const prefetch: RouteModule['prefetch'] = ({ queryClient }) =>
  queryClient.prefetchQuery(productsQueryOptions({ limit: FEATURED_PRODUCT_COUNT }));

export const lcpImage: RouteModule['lcpImage'] = () => ({
  src: SITE_IMAGES.hero.url,
  sizes: HERO_IMAGE_SIZES,
});
