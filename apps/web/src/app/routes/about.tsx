import { PageHero } from '@/components/content/page-hero';
import { AboutStory } from '@/features/about/components/about-story';
import { CoreValues } from '@/features/about/components/core-values';
import { TeamSection } from '@/features/about/components/team-section';
import { storeSettings } from '@/lib/store-settings';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Furniture With a Story"
        description={`A ${storeSettings.city} workshop giving a new lease of life to the unwanted, one handcrafted piece at a time.`}
      />
      <AboutStory />
      <CoreValues />
      <TeamSection />
    </>
  );
}
