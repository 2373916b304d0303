import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * One action on a row of an admin list: an outline button with its icon and word, named with its
 * row for a screen reader ("Edit DIWALI10"). The button is passed on as the opener, so the dialog
 * it opens gives focus back to it. `iconOnPhone` keeps only the icon below `sm`.
 */
export function RowAction({
  icon: Icon,
  label,
  name,
  onClick,
  iconOnPhone = false,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  onClick: (opener: HTMLElement) => void;
  iconOnPhone?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={(event) => onClick(event.currentTarget)}
      aria-label={`${label} ${name}`}
    >
      <Icon aria-hidden="true" />
      <span className={cn(iconOnPhone && 'sr-only sm:not-sr-only')}>{label}</span>
    </Button>
  );
}
