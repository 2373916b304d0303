import { ProcessStepsSection } from '@/components/content/process-steps-section';
import { FeaturedProducts } from '@/features/home/components/featured-products';
import { HeroSection } from '@/features/home/components/hero-section';
import { LogoStrips } from '@/features/home/components/logo-strips';
import { ProjectGallery } from '@/features/home/components/project-gallery';
import { StatsBand } from '@/features/home/components/stats-band';
import { TestimonialCarousel } from '@/features/home/components/testimonial-carousel';
import { WhyChoose } from '@/features/home/components/why-choose';
import { WordBanner } from '@/features/home/components/word-banner';

/** Home: every section SPEC §2 lists, in its order. */
export function Component() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      <ProjectGallery />
      <WhyChoose />
      <LogoStrips />
      <FeaturedProducts />
      <ProcessStepsSection description="Whether you choose from the showroom or dream up something new, every piece follows the same four careful steps." />
      <WordBanner />
      <TestimonialCarousel />
    </>
  );
}
