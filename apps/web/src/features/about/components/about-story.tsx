import { SITE_IMAGES } from '@sheesham/shared';
import { SectionHeading } from '@/components/content/section-heading';
import { PageImage } from '@/components/page-image';
import { storeSettings } from '@/lib/store-settings';
import { STORY_HIGHLIGHTS } from '../about-content';

const image = SITE_IMAGES.aboutStory;

export function AboutStory() {
  return (
    <section aria-labelledby="story-title" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-6 lg:grid-cols-2 lg:gap-20">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -top-4 -left-4 hidden h-full w-full rounded-2xl border-2 border-gold/40 sm:block"
          />
          <PageImage
            image={image}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="relative aspect-[4/3] w-full rounded-2xl bg-muted object-cover shadow-xl"
          />
        </div>
        <div>
          <SectionHeading
            id="story-title"
            eyebrow="Our Story"
            title="Rooted in Craft Since 2015"
            align="left"
          />
          <div className="mt-6 space-y-5 leading-relaxed text-muted-foreground">
            <p>
              {storeSettings.name} was founded in {storeSettings.city} in 2015 with a simple belief:
              good wood deserves a second life. We began by rescuing old doors, beams and forgotten
              furniture from the city’s havelis and turning them into pieces families could use
              every day.
            </p>
            <p>
              Today our team of carpenters, polishers and designers brings over 50 combined years of
              experience to every bed, sofa and dining table we make, whether it comes from our
              showroom floor or is built to your own design.
            </p>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 border-t pt-8">
            {STORY_HIGHLIGHTS.map((item) => (
              <div key={item.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted-foreground">{item.label}</dt>
                <dd className="font-serif text-4xl font-semibold text-gold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
