import { imageVariantUrl } from '@sheesham/shared/images';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import type { DragEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type ThumbnailAction = 'left' | 'right' | 'remove';

export interface ImageThumbnailProps {
  url: string;
  index: number;
  count: number;
  disabled?: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onAction: (action: ThumbnailAction) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

/**
 * One image of the product: the 320 px rendition, 'Main image' on the first, and buttons to move
 * it (the keyboard's way to reorder) or remove it. The whole card drags to reorder with a pointer.
 */
export function ImageThumbnail({
  url,
  index,
  count,
  disabled,
  dragging,
  dropTarget,
  onAction,
  ...drag
}: ImageThumbnailProps) {
  const position = index + 1;
  const control = (action: ThumbnailAction, label: string, off: boolean) => ({
    type: 'button' as const,
    variant: 'ghost' as const,
    size: 'icon' as const,
    className: 'size-8',
    'aria-label': label,
    'data-action': action,
    disabled: disabled || off,
    onClick: () => onAction(action),
  });
  return (
    <li
      data-index={index}
      draggable={!disabled}
      {...drag}
      className={cn(
        'w-32 overflow-hidden rounded-md border border-border bg-card',
        !disabled && 'cursor-grab active:cursor-grabbing',
        dragging && 'opacity-50',
        dropTarget && 'ring-2 ring-gold',
      )}
    >
      <div className="relative">
        <img
          src={imageVariantUrl(url, 320)}
          alt={`${position} of ${count}`}
          draggable={false}
          className="aspect-square w-full bg-muted object-cover"
        />
        {index === 0 && (
          <Badge variant="gold" className="absolute top-1 left-1">
            Main image
          </Badge>
        )}
      </div>
      <div className="flex items-center justify-between px-1 py-0.5">
        <Button {...control('left', `Move image ${position} left`, index === 0)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button
          {...control('remove', `Remove image ${position}`, false)}
          className="size-8 text-destructive hover:text-destructive"
        >
          <XIcon aria-hidden="true" />
        </Button>
        <Button {...control('right', `Move image ${position} right`, index === count - 1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
