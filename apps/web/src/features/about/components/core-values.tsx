import { ContentSection } from '@/components/content/content-section';
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
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CORE_VALUES.map((value) => (
          <li
            key={value.title}
            className="group rounded-2xl border bg-card p-8 shadow-sm transition-all hover:-translate-y-1 hover:shadow-lg"
          >
            <span className="flex size-14 items-center justify-center rounded-xl bg-accent text-gold transition-colors group-hover:bg-primary group-hover:text-gold-light">
              <value.icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-primary">{value.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              {value.description}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
