import { StarIcon } from 'lucide-react';

/** A compact rating for the table: one star and the figure, read as "4.6 out of 5". */
export function ProductRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <StarIcon className="size-3.5 fill-gold text-gold" aria-hidden="true" />
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}
