import type { LucideIcon } from 'lucide-react';

export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/**
 * Short facts, each after a small decorative icon: the product's delivery, assembly and warranty,
 * the sign-in panel's promises.
 */
export function IconList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: IconListItem[];
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.text} className={itemClassName}>
          <item.icon className={iconClassName} aria-hidden="true" />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
