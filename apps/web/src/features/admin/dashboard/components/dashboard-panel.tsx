import { type ReactNode, useId } from 'react';
import { Link } from '@/components/ui/link';

interface DashboardPanelProps {
  title: string;
  description?: string;
  /** A link to the view where this can be acted on. */
  action?: { to: string; label: string };
  children: ReactNode;
}

/** A titled card on the dashboard: a section named by its h2. */
export function DashboardPanel({ title, description, action, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border bg-card p-5 shadow-sm">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={titleId} className="font-serif text-lg font-semibold text-primary">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action ? (
          <Link
            to={action.to}
            className="rounded-sm text-sm font-medium text-gold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {action.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
