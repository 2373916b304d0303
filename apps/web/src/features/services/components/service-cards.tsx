import { ContentSection } from '@/components/content/content-section';
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
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card p-8 shadow-sm transition-all hover:-translate-y-1 hover:border-gold/40 hover:shadow-lg"
          >
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-gold transition-transform duration-500 group-hover:scale-x-100"
            />
            <span className="flex size-14 items-center justify-center rounded-xl bg-accent text-gold transition-colors group-hover:bg-primary group-hover:text-gold-light">
              <service.icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-2xl font-semibold text-primary">{service.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">
              {service.description}
            </p>
            <p className="mt-6 inline-flex w-fit rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground">
              {service.highlight}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
