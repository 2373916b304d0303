import { PageHero } from '@/components/content/page-hero';
import { ProcessStepsSection } from '@/components/content/process-steps-section';
import { ServiceCards } from '@/features/services/components/service-cards';
import { ServicesCta } from '@/features/services/components/services-cta';
import { storeSettings } from '@/lib/store-settings';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="More Than a Furniture Store"
        description={`Design, build, deliver, restore: everything your home needs from one ${storeSettings.city} workshop.`}
      />
      <ServiceCards />
      <ProcessStepsSection
        eyebrow="Our Process"
        title="Four Steps to Your Perfect Piece"
        description="A clear, unhurried process, so you always know what happens next."
      />
      <ServicesCta />
    </>
  );
}
