import { GALLERY_CATEGORIES, GALLERY_PROJECTS, type GalleryCategory } from '@sheesham/shared';
import { useState } from 'react';
import { ContentSection } from '@/components/content/content-section';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

/** SPEC §2: six static projects, filtered by category, default All. */
export function ProjectGallery() {
  const [filter, setFilter] = useState<GalleryCategory>('All');
  const projects =
    filter === 'All' ? GALLERY_PROJECTS : GALLERY_PROJECTS.filter((p) => p.category === filter);

  return (
    <ContentSection
      titleId="gallery-title"
      className="py-20 sm:py-28"
      eyebrow="Our Portfolio"
      title="Spaces We Have Crafted"
      description="Homes, villas and kitchens across Rajasthan, furnished and finished by our workshop."
    >
      <fieldset className="mt-10">
        <legend className="sr-only">Filter projects by category</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {GALLERY_CATEGORIES.map((category) => {
            const active = filter === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={active}
                onClick={() => setFilter(category)}
                className={cn(
                  'cursor-pointer rounded-full border px-5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card text-foreground hover:border-gold hover:text-gold',
                )}
              >
                {category}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {`Showing ${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`}
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <figure className="group relative aspect-[4/3] overflow-hidden rounded-xl bg-muted shadow-sm">
              <ResponsiveImage
                src={project.image.url}
                alt={project.image.alt}
                width={project.image.width}
                height={project.image.height}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-[#1c130b]/90 via-[#1c130b]/55 to-transparent p-5 pt-20 text-primary-foreground">
                <span className="text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">
                  {project.category}
                </span>
                <span className="mt-1 block font-serif text-xl font-semibold">{project.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
