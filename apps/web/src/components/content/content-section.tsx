import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type HeadingProps = Omit<ComponentProps<typeof SectionHeading>, 'id' | 'className'>;

/**
 * A page section: full-width band, centred container, SectionHeading, then the content. The
 * section is labelled by its heading, whose id is `titleId`.
 */
export function ContentSection({
  titleId,
  className = 'py-20 sm:py-28',
  children,
  ...heading
}: HeadingProps & {
  titleId: string;
  /** Classes of the full-width band (padding, background); replaces the default padding. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading id={titleId} {...heading} />
        {children}
      </div>
    </section>
  );
}
