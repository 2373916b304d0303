import { ContentSection } from '@/components/content/content-section';
import { IconCardGrid } from '@/components/content/icon-card-grid';
import { SERVICES } from '../services-content';

export function ServiceCards() {
  return (
    <ContentSection
      titleId="services-title"
      className="py-20 sm:py-28"
      eyebrow="What We Do"
      title="Services Crafted Around You"
      description="From a single repair to furnishing a whole home, our workshop and designers are at your service."
    >
      <IconCardGrid
        items={SERVICES}
        className="sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="relative flex flex-col overflow-hidden hover:border-gold/40"
        textClassName="flex-1"
        before={
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-gold transition-transform duration-500 group-hover:scale-x-100"
          />
        }
        after={(service) => (
          <p className="mt-6 inline-flex w-fit rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground">
            {service.highlight}
          </p>
        )}
      />
    </ContentSection>
  );
}
