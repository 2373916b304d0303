import type { ReactNode } from 'react';

/** A titled block of label/value rows, as the order and message dialogs list their facts. */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className="space-y-3 rounded-lg border bg-background/60 p-4">
      <h3 className="font-sans text-xs font-semibold tracking-[0.15em] text-gold uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One fact: its label and its value. */
export type DetailRow = readonly [label: string, value: ReactNode];

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          {/* pre-line: an address or instructions keep the line breaks the customer typed. */}
          <dd className="min-w-0 font-medium break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
