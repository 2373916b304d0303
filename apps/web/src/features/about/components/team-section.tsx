import { TEAM_MEMBERS } from '@sheesham/shared';
import { ContentSection } from '@/components/content/content-section';
import { PageImage } from '@/components/page-image';

export function TeamSection() {
  return (
    <ContentSection
      titleId="team-title"
      className="py-20 sm:py-28"
      eyebrow="The People Behind the Pieces"
      title="Meet Our Team"
      description="Craftsmen and designers who have spent their lives around wood."
    >
      <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.name} className="group text-center">
            <div className="overflow-hidden rounded-2xl bg-muted shadow-sm">
              <PageImage
                image={member.image}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-square w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
            </div>
            <h3 className="mt-5 text-xl font-semibold text-primary">{member.name}</h3>
            <p className="mt-1 text-sm font-medium text-gold">{member.role}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
