import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A bin icon that removes one thing from an admin list, named "Remove {name}" for a reader. */
export function RemoveButton({
  name,
  disabled,
  onClick,
}: {
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={`Remove ${name}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
