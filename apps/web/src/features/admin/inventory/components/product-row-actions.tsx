import type { Product } from '@sheesham/shared';
import { type LucideIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface ProductActions {
  /** The clicked button comes along: focus returns to it when the dialog closes. */
  onEdit: (product: Product, trigger: HTMLElement) => void;
  onDelete: (product: Product, trigger: HTMLElement) => void;
}

/** Edit and Delete, icon buttons named after the product for screen readers. */
export function ProductRowActions({
  product,
  onEdit,
  onDelete,
}: ProductActions & { product: Product }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <ActionButton verb="Edit" icon={PencilIcon} product={product} onPress={onEdit} />
      <ActionButton
        verb="Delete"
        icon={Trash2Icon}
        product={product}
        onPress={onDelete}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      />
    </div>
  );
}

function ActionButton({
  verb,
  icon: Icon,
  product,
  onPress,
  className,
}: {
  verb: string;
  icon: LucideIcon;
  product: Product;
  onPress: (product: Product, trigger: HTMLElement) => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-label={`${verb} ${product.name}`}
      title={verb}
      aria-haspopup="dialog"
      onClick={(event) => onPress(product, event.currentTarget)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
