import type { ReactNode } from 'react';

/** Soft gold glow and a fine grain of lines: texture without an image request. */
const TEXTURE = [
  'absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(212,160,23,0.22),transparent_60%)]',
  'absolute inset-0 opacity-[0.06] bg-[repeating-linear-gradient(100deg,#fff_0_1px,transparent_1px_14px)]',
];

/** The dark title band at the top of About, Services and Contact; holds the page's h1. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-primary text-primary-foreground">
      {TEXTURE.map((layer) => (
        <div key={layer} aria-hidden="true" className={layer} />
      ))}
      <div className="relative mx-auto max-w-7xl px-6 py-20 text-center sm:py-24 lg:py-28">
        <p className="mb-4 text-xs font-semibold tracking-[0.3em] text-gold-light uppercase">
          {eyebrow}
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-pretty text-primary-foreground/80 sm:text-lg">
          {description}
        </p>
        {children}
      </div>
    </section>
  );
}
