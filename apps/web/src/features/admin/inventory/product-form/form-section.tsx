import type { ReactNode } from 'react';

/** A titled group of the product form's fields, two columns from the small breakpoint. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-xs font-semibold tracking-wider text-gold uppercase">
        {title}
      </legend>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
