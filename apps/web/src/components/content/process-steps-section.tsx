import { PROCESS_STEPS } from './process-steps';
import { SectionHeading } from './section-heading';

/** Four numbered steps joined by a gold line on wide screens. */
export function ProcessStepsSection({
  eyebrow = 'How It Works',
  title = 'From Idea to Your Home',
  description,
}: {
  eyebrow?: string;
  title?: string;
  description?: string;
}) {
  return (
    <section aria-labelledby="process-title" className="bg-muted/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          id="process-title"
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
        <ol className="relative mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          <span
            aria-hidden="true"
            className="absolute top-8 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-gold/0 via-gold/50 to-gold/0 lg:block"
          />
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-full border border-gold/40 bg-card text-gold shadow-sm">
                <step.icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-xl font-semibold text-primary">{step.title}</h3>
              <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted-foreground">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
