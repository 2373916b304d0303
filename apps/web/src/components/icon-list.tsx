import type { LucideIcon } from 'lucide-react';

export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/**
 * Short facts, each after a small decorative icon (delivery, warranty, opening hours...). A list
 * by default; `as="address"` makes it the lines of an address.
 */
export function IconList({
  items,
  as: List = 'ul',
  className,
  itemClassName,
  iconClassName,
}: {
  items: IconListItem[];
  as?: 'ul' | 'address';
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  const Item = List === 'ul' ? 'li' : 'p';
  return (
    <List className={className}>
      {items.map((item) => (
        <Item key={item.text} className={itemClassName}>
          <item.icon className={iconClassName} aria-hidden="true" />
          {item.text}
        </Item>
      ))}
    </List>
  );
}
