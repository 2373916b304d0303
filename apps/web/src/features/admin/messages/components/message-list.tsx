import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { InboxIcon } from 'lucide-react';
import { EmptyList } from '../../components/empty-list';
import { ListSkeleton } from '../../components/list-skeleton';
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
      <EmptyList icon={InboxIcon}>
        {filter === 'unread' ? 'No unread messages' : 'No messages yet'}
      </EmptyList>
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
    <ListSkeleton
      label="Loading messages"
      rows={3}
      className="space-y-3"
      rowClassName="h-36 rounded-xl"
    />
  );
}
