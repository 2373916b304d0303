import type { AdminMessage } from '@sheesham/shared/admin-messages';
import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
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
    <article
      aria-labelledby={subjectId}
      data-testid="message-row"
      data-unread={unread}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5',
        unread ? 'border-l-4 border-l-gold' : 'bg-card/70',
      )}
    >
      {/* Narrow screens: subject and sender take the full width, the badge and date go below. */}
      <div className="flex flex-col gap-x-4 gap-y-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2
            id={subjectId}
            className={cn('break-words', unread ? 'font-bold' : 'font-medium text-foreground/90')}
          >
            {message.subject}
          </h2>
          <p className={cn('text-sm break-words', unread && 'font-semibold')}>
            {message.name}{' '}
            <span className="block font-normal break-all text-muted-foreground sm:inline">
              &lt;{message.email}&gt;
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {unread ? <Badge variant="gold">Unread</Badge> : null}
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
      </div>
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
    </article>
  );
}
