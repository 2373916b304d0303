import { OrnamentDivider } from '@/components/ui/separator';
import { cn } from '@/lib/utils';

/** Eyebrow, serif title, ornament and an optional lead paragraph; centred unless told otherwise. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  tone = 'dark',
  className,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  /** Lets the section point aria-labelledby at the title. */
  id?: string;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const centred = align === 'center';
  return (
    <div className={cn('max-w-2xl', centred && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-xs font-semibold tracking-[0.25em] uppercase',
            tone === 'dark' ? 'text-gold' : 'text-gold-light',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'text-3xl leading-tight font-semibold text-balance sm:text-4xl',
          tone === 'dark' ? 'text-primary' : 'text-primary-foreground',
        )}
      >
        {title}
      </h2>
      <OrnamentDivider className={cn('mt-5', !centred && 'justify-start')} />
      {description && (
        <p
          className={cn(
            'mt-5 text-base leading-relaxed text-pretty sm:text-lg',
            tone === 'dark' ? 'text-muted-foreground' : 'text-primary-foreground/80',
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}
