import { HOME_STATS } from '../home-content';

/** The four company figures, in a card that overlaps the bottom of the hero. */
export function StatsBand() {
  return (
    <section aria-label="Sheesham in numbers" className="relative z-10 px-4 sm:px-6">
      <dl className="mx-auto -mt-14 grid max-w-5xl grid-cols-2 overflow-hidden rounded-2xl border bg-card shadow-xl shadow-primary/5 md:grid-cols-4">
        {HOME_STATS.map((stat, index) => (
          <div
            key={stat.label}
            className={`flex flex-col-reverse items-center gap-1 px-4 py-7 text-center sm:py-9 ${
              index % 2 === 1 ? 'border-l' : ''
            } ${index >= 2 ? 'border-t md:border-t-0' : ''} ${index === 2 ? 'md:border-l' : ''}`}
          >
            <dt className="text-xs font-medium tracking-wider text-muted-foreground uppercase sm:text-sm">
              {stat.label}
            </dt>
            <dd className="font-serif text-3xl font-semibold text-gold sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
