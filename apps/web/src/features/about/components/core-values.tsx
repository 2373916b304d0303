import { ContentSection } from '@/components/content/content-section';
import { IconCardGrid } from '@/components/content/icon-card-grid';
import { CORE_VALUES } from '../about-content';

export function CoreValues() {
  return (
    <ContentSection
      titleId="values-title"
      className="bg-muted/60 py-20 sm:py-24"
      eyebrow="What We Stand For"
      title="Our Core Values"
      description="Four principles that guide every decision in our workshop and showroom."
    >
      <IconCardGrid items={CORE_VALUES} className="sm:grid-cols-2 lg:grid-cols-4" compact />
    </ContentSection>
  );
}
