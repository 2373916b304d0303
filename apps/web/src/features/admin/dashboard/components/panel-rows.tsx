import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { PANEL_ROW } from './panel-row-link';

/**
 * A dashboard panel's list: one row per item (a stretched-link row: what it says, then its
 * figures on the right), or `empty` when there are none.
 */
export function PanelRows<Item>({
  items,
  itemKey,
  testId,
  empty,
  children,
}: {
  items: Item[];
  itemKey: (item: Item) => string;
  testId: string;
  empty: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className="divide-y" data-testid={testId}>
      {items.map((item) => (
        <li
          key={itemKey(item)}
          className={cn('flex items-center justify-between gap-3 py-3', PANEL_ROW)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
