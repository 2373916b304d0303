import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** A line under the value: growth text, a hint. */
  detail?: ReactNode;
}

/**
 * One figure on the dashboard or the customers view. Compact on phones, where the cards sit two
 * to a row; the label is in the body face (the serif is for titles, not small grey labels).
 */
export function StatCard({ label, value, icon: Icon, detail }: StatCardProps) {
  return (
    <section
      aria-label={label}
      className="min-w-0 rounded-xl border bg-card p-3.5 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-2 sm:gap-3">
        <h2 className="font-sans text-xs font-medium text-muted-foreground sm:text-sm">{label}</h2>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-accent text-gold sm:size-9">
          <Icon className="size-3.5 sm:size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1.5 text-xl font-semibold tracking-tight break-words text-primary tabular-nums sm:mt-2 sm:text-2xl">
        {value}
      </p>
      {detail ? <div className="mt-1 text-xs text-muted-foreground">{detail}</div> : null}
    </section>
  );
}

/** The grid of stat cards: two compact columns on a phone, four from xl. */
export const STAT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';
