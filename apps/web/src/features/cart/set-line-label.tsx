import { type CartItem, SET_LINE_LABEL } from '@sheesham/shared';

/**
 * SPEC §2: the shared 'Complete Set' label as a badge under a set line's name, in the drawer and
 * the checkout summary alike (nothing for a plain line); `small` in the summary.
 */
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
