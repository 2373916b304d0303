import {
  ArrowLeftIcon,
  BoxesIcon,
  ClipboardListIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface AdminView {
  id: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's views (SPEC §2). Issue #4 fills each one in. */
const DASHBOARD: AdminView = { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboardIcon };
const VIEWS: AdminView[] = [
  DASHBOARD,
  { id: 'inventory', label: 'Inventory', icon: BoxesIcon },
  { id: 'orders', label: 'Orders', icon: ClipboardListIcon },
  { id: 'customers', label: 'Customers', icon: UsersIcon },
];

function ViewButtons({
  current,
  onSelect,
  className,
  buttonClassName,
}: {
  current: string;
  onSelect: (id: string) => void;
  className?: string;
  buttonClassName: string;
}) {
  return (
    <ul className={className}>
      {VIEWS.map((view) => (
        <li key={view.id}>
          <button
            type="button"
            aria-current={view.id === current ? 'page' : undefined}
            onClick={() => onSelect(view.id)}
            className={buttonClassName}
          >
            <view.icon className="size-4 shrink-0" aria-hidden="true" />
            {view.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The way back to the shop, in the sidebar and in the small-screen header. */
function BackToHome({ className }: { className: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Home
    </Link>
  );
}

/**
 * The admin panel's frame, outside the shop's layout: a sidebar on wide screens and a header
 * with the same views below 1024 px. The views themselves arrive with issue #4.
 */
export function AdminShell() {
  const [current, setCurrent] = useState(DASHBOARD.id);
  const view = VIEWS.find((candidate) => candidate.id === current) ?? DASHBOARD;

  return (
    <div className="min-h-dvh bg-muted/40 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden flex-col bg-primary text-primary-foreground lg:flex">
        <div className="border-b border-primary-foreground/10 px-6 py-6">
          <p className="font-serif text-2xl font-semibold">Sheesham</p>
          <p className="mt-1 text-xs font-semibold tracking-wider text-gold-light uppercase">
            Admin Panel
          </p>
        </div>
        <nav aria-label="Admin" className="flex flex-1 flex-col justify-between p-3">
          <ViewButtons
            current={current}
            onSelect={setCurrent}
            className="space-y-1"
            buttonClassName="flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-primary-foreground/80 transition-colors hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-gold-light aria-[current=page]:bg-gold aria-[current=page]:text-gold-foreground"
          />
          <BackToHome className="text-primary-foreground/80 hover:bg-primary-foreground/10 hover:text-primary-foreground" />
        </nav>
      </aside>

      <header className="border-b bg-primary text-primary-foreground lg:hidden">
        <div className="flex items-center justify-between px-4 py-3">
          <p className="font-serif text-xl font-semibold">
            Sheesham <span className="text-gold-light">Admin</span>
          </p>
          <BackToHome className="px-2 text-primary-foreground/85 hover:text-primary-foreground" />
        </div>
        <nav aria-label="Admin" className="px-2 pb-2">
          <ViewButtons
            current={current}
            onSelect={setCurrent}
            className="grid grid-cols-4 gap-1"
            buttonClassName="flex w-full cursor-pointer flex-col items-center gap-1 rounded-md px-1 py-2 text-xs font-medium text-primary-foreground/80 hover:bg-primary-foreground/10 focus-visible:outline-2 focus-visible:outline-gold-light aria-[current=page]:bg-gold aria-[current=page]:text-gold-foreground sm:flex-row sm:justify-center sm:gap-2 sm:text-sm"
          />
        </nav>
      </header>

      <main className="px-4 py-8 sm:px-8 lg:px-10 lg:py-10">
        <h1 className="font-serif text-3xl font-semibold text-primary">Admin Panel</h1>
        <section
          aria-labelledby="admin-view-title"
          className="mt-8 max-w-2xl rounded-2xl border bg-card p-8 shadow-sm"
        >
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
            <view.icon className="size-6" aria-hidden="true" />
          </span>
          <h2 id="admin-view-title" className="mt-5 text-xl font-semibold text-primary">
            {view.label}
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">
            {view.label} is arriving in the next release. Your admin access is set up and ready for
            it.
          </p>
        </section>
      </main>
    </div>
  );
}
