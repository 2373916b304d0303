import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred one-message screen (empty cart, signed out) with the way forward. */
export function CheckoutNotice({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-accent ring-8 ring-accent/40">
        <Icon className="size-9 text-gold" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 mb-8 leading-relaxed text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}
