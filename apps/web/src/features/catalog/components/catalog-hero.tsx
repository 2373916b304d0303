import { storeSettings } from '@/lib/store-settings';

/** Gold light from the top right, a deeper amber from the bottom left. */
const WARM_GLOW =
  'absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(212,160,23,0.35),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(184,134,11,0.18),transparent_55%)]';

/** The listing's hero band: 'Our Products' over a warm wood-toned gradient. */
export function CatalogHero() {
  return (
    <section className="relative overflow-hidden bg-primary text-primary-foreground">
      <div aria-hidden="true" className={WARM_GLOW} />
      <div className="relative mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-14">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-light uppercase">
          The Sheesham Collection
        </p>
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight md:text-5xl">
          Our Products
        </h1>
        <p className="mt-4 max-w-2xl text-base text-primary-foreground/80 md:text-lg">
          Beds, sofas, recliners, dining sets, storage and chairs, crafted in solid wood and
          finished by hand in {storeSettings.city}.
        </p>
      </div>
    </section>
  );
}
