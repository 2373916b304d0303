import type { ReactNode } from 'react';

/** A titled block of the filter panel; `id` labels the control group inside it. */
export function FilterSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="border-b py-5 first:pt-0 last:border-b-0 last:pb-0">
      <h3
        id={id}
        className="mb-3 font-sans text-xs font-semibold tracking-widest text-muted-foreground uppercase"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
