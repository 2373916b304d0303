import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An admin list with nothing to show: a dashed panel, a muted icon and one line saying why. */
export function EmptyList({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
