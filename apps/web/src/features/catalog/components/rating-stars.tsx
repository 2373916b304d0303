import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';

const STAR_COUNT = 5;
/** One star and the gap after it, in rem: the `rating-stars` mask tile in index.css. */
const STAR_REM = 1;
const GAP_REM = 0.125;

/**
 * Five stars filled to the rating (parts of a star too); read as "Rated 4.5 out of 5". One element:
 * the stars are a CSS mask over a gold-to-pale gradient whose edge sits at the rating, so a grid
 * of 24 cards draws no SVG for them (they were 10 SVGs a card, a large part of the listing's
 * hydration and layout work; docs/decisions/031-hydrate-in-a-transition.md).
 */
export function RatingStars({
  rating,
  className,
  showValue = false,
}: {
  rating: number;
  className?: string;
  showValue?: boolean;
}) {
  const clamped = Math.max(0, Math.min(STAR_COUNT, rating));
  const label = `Rated ${clamped.toFixed(1)} out of ${STAR_COUNT}`;
  // Whole stars with their gaps, then the share of the next star.
  const whole = Math.floor(clamped);
  const fillRem = whole * (STAR_REM + GAP_REM) + (clamped - whole) * STAR_REM;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={label}
        className="rating-stars"
        style={{ '--rating-fill': `${fillRem}rem` } as CSSProperties}
      />
      {showValue && (
        <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
          {clamped.toFixed(1)}
        </span>
      )}
    </span>
  );
}
