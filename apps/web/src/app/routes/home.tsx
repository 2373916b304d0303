import { FEATURED_PRODUCT_COUNT, SITE_IMAGES } from '@sheesham/shared';
import { ProcessStepsSection } from '@/components/content/process-steps-section';
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

/** The sections under the first screen: each renders when it comes near the viewport. */
const belowTheFold = () => [
  <ProjectGallery key="gallery" />,
  <WhyChoose key="why" />,
  <LogoStrips key="logos" />,
  <FeaturedProducts key="featured" />,
  <ProcessStepsSection
    key="process"
    description="Whether you choose from the showroom or dream up something new, every piece follows the same four careful steps."
  />,
  <WordBanner key="words" />,
  <TestimonialCarousel key="testimonials" />,
];

/** Home: every section SPEC §2 lists, in its order; those below the first screen render when near. */
export function Component() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      {belowTheFold().map((section) => (
        <div key={section.key} className="render-when-near">
          {section}
        </div>
      ))}
    </>
  );
}

export const prefetch: RouteModule['prefetch'] = ({ queryClient }) =>
  queryClient.prefetchQuery(productsQueryOptions({ limit: FEATURED_PRODUCT_COUNT }));

export const lcpImage: RouteModule['lcpImage'] = () => ({
  src: SITE_IMAGES.hero.url,
  sizes: HERO_IMAGE_SIZES,
});
