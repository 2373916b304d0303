import type { AdminMessage } from '@sheesham/shared/admin-messages';
import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ListRowCard } from '../../components/list-row-card';
import { ReadToggleButton } from './read-toggle-button';

interface MessageRowProps {
  message: AdminMessage;
  /** Opens the message in full; the button is handed over so focus can return to it. */
  onOpen: (message: AdminMessage, opener: HTMLElement) => void;
}

/** One message in the inbox: unread ones are bold, badged 'Unread' and edged in gold. */
export function MessageRow({ message, onOpen }: MessageRowProps) {
  const unread = message.readAt === null;
  const subjectId = `message-${message.id}`;
  return (
    <ListRowCard
      headingId={subjectId}
      heading={message.subject}
      headingClassName={cn('break-words', unread ? 'font-bold' : 'font-medium text-foreground/90')}
      byline={
        <p className={cn('text-sm break-words', unread && 'font-semibold')}>
          {message.name}{' '}
          <span className="block font-normal break-all text-muted-foreground sm:inline">
            &lt;{message.email}&gt;
          </span>
        </p>
      }
      badges={unread ? <Badge variant="gold">Unread</Badge> : null}
      time={message.createdAt}
      data-testid="message-row"
      data-unread={unread}
      className={cn('gap-3', unread ? 'border-l-4 border-l-gold' : 'bg-card/70')}
    >
      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{message.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`Open message: ${message.subject}`}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(message, event.currentTarget)}
        >
          Open
        </Button>
        <ReadToggleButton message={message} />
      </div>
    </ListRowCard>
  );
}
