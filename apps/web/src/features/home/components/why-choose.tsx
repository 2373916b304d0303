import { ContentSection } from '@/components/content/content-section';
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
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {WHY_CHOOSE_REASONS.map((reason) => (
          <li
            key={reason.title}
            className="rounded-2xl border border-primary-foreground/10 bg-primary-foreground/[0.04] p-8 transition-colors hover:border-gold-light/40"
          >
            <span className="flex size-14 items-center justify-center rounded-xl bg-gold-light/15 text-gold-light">
              <reason.icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-2xl font-semibold">{reason.title}</h3>
            <p className="mt-3 leading-relaxed text-primary-foreground/75">{reason.description}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
