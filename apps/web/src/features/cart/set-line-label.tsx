import type { CartItem } from '@sheesham/shared';

/** SPEC §2: a set line is labelled 'Complete Set', in the drawer and the checkout summary alike. */
export const SET_LINE_LABEL = 'Complete Set';

/** A line's name for its buttons: the set line of a product must not sound like its plain line. */
export function lineName(item: Pick<CartItem, 'name' | 'selectedSet'>): string {
  return item.selectedSet ? `${item.name} (${SET_LINE_LABEL})` : item.name;
}

/** The 'Complete Set' badge under a set line's name (nothing for a plain line); `small` in the summary. */
export function SetLineBadge({ item, small = false }: { item: CartItem; small?: boolean }) {
  if (!item.selectedSet) return null;
  return (
    <span
      className={`w-fit rounded-full bg-accent px-2 py-0.5 ${small ? 'text-[11px]' : 'text-xs'} font-medium text-accent-foreground`}
    >
      {SET_LINE_LABEL}
    </span>
  );
}
