import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { MailIcon, MailOpenIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/components/ui/toaster';
import { useMarkMessageRead } from '../api/mark-message-read';

interface ReadToggleButtonProps {
  message: AdminMessage;
  /** The message as the server answered it, so an open dialog can show the new state. */
  onUpdated?: (message: AdminMessage) => void;
}

/** 'Mark as read' on an unread message, 'Mark as unread' on a read one. */
export function ReadToggleButton({ message, onUpdated }: ReadToggleButtonProps) {
  const mark = useMarkMessageRead();
  const read = message.readAt !== null;
  const label = read ? 'Mark as unread' : 'Mark as read';
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      // The visible words first, then which message, so each button in the list is distinct.
      aria-label={`${label}: ${message.subject}`}
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate(
          { id: message.id, read: !read },
          {
            onSuccess: onUpdated,
            onError: () => notifyError('Error', 'Failed to update message'),
          },
        )
      }
    >
      {read ? <MailIcon aria-hidden="true" /> : <MailOpenIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
