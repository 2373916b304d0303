import { ContentSection } from '@/components/content/content-section';
import { IconCardGrid } from '@/components/content/icon-card-grid';
import { storeSettings } from '@/lib/store-settings';
import { WHY_CHOOSE_REASONS } from '../home-content';

export function WhyChoose() {
  return (
    <ContentSection
      titleId="why-title"
      className="bg-primary py-20 text-primary-foreground sm:py-24"
      tone="light"
      eyebrow="The Sheesham Promise"
      title={`Why Choose ${storeSettings.name}`}
      description="Three promises we keep on every piece, from a bedside table to a complete home."
    >
      <IconCardGrid items={WHY_CHOOSE_REASONS} className="md:grid-cols-3" tone="dark" />
    </ContentSection>
  );
}
