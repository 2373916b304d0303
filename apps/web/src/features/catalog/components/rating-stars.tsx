import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const STAR_COUNT = 5;

/** Five stars filled to the rating (halves shown as a clipped overlay); read as "Rated 4.5 out of 5". */
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
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const fill = Math.max(0, Math.min(1, clamped - index));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed five stars, position is the identity
            <span key={index} className="relative inline-block size-4" aria-hidden="true">
              <StarIcon className="absolute inset-0 size-4 text-gold/30" strokeWidth={1.5} />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <StarIcon className="size-4 fill-gold text-gold" strokeWidth={1.5} />
              </span>
            </span>
          );
        })}
      </span>
      {showValue && (
        <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
          {clamped.toFixed(1)}
        </span>
      )}
    </span>
  );
}
