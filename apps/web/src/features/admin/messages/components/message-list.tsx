import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { InboxIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { MessageFilter } from '../api/admin-messages';
import { MessageRow } from './message-row';

interface MessageListProps {
  messages: AdminMessage[];
  filter: MessageFilter;
  onOpen: (message: AdminMessage, opener: HTMLElement) => void;
}

/** The messages newest first (the server's order), or why there are none. */
export function MessageList({ messages, filter, onOpen }: MessageListProps) {
  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">
          {filter === 'unread' ? 'No unread messages' : 'No messages yet'}
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageRow message={message} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

export function MessageListSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading messages">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-36 w-full rounded-xl" />
      ))}
    </div>
  );
}
