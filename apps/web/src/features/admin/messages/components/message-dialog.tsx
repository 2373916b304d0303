import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { ReplyIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { DetailList } from '@/components/detail-list';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { returnFocusTo } from '@/lib/return-focus';
import { ReadToggleButton } from './read-toggle-button';

interface MessageDialogProps {
  message: AdminMessage | null;
  onClose: () => void;
  onUpdated: (message: AdminMessage) => void;
  /** The Open button; focus goes back to it when the dialog closes. */
  openerRef: RefObject<HTMLElement | null>;
}

const linkClass = 'break-all text-gold underline-offset-4 hover:underline';

/** A message in full, with a reply by e-mail and the read/unread switch. */
export function MessageDialog({ message, onClose, onUpdated, openerRef }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocusTo(openerRef)}>
        {message && <MessageDetails message={message} onUpdated={onUpdated} />}
      </DialogContent>
    </Dialog>
  );
}

function replyHref(message: AdminMessage) {
  const subject = `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function MessageDetails({
  message,
  onUpdated,
}: {
  message: AdminMessage;
  onUpdated: (message: AdminMessage) => void;
}) {
  const phoneDigits = message.phone.replace(/[^\d+]/g, '');
  return (
    <>
      <DialogHeader
        title={message.subject}
        titleClassName="break-words"
        description={`Received ${formatDateTime(message.createdAt)}`}
      />
      <DetailList
        rows={[
          ['From', message.name],
          [
            'Email',
            <a key="email" href={`mailto:${message.email}`} className={linkClass}>
              {message.email}
            </a>,
          ],
          [
            'Phone',
            message.phone ? (
              <a key="phone" href={`tel:${phoneDigits}`} className={linkClass}>
                {message.phone}
              </a>
            ) : (
              'Not given'
            ),
          ],
          ['Status', message.readAt ? `Read ${formatDateTime(message.readAt)}` : 'Unread'],
        ]}
      />
      <p
        data-testid="message-text"
        className="max-h-[50vh] overflow-y-auto rounded-lg bg-muted/60 p-4 text-sm whitespace-pre-wrap break-words"
      >
        {message.message}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <ReadToggleButton message={message} onUpdated={onUpdated} />
        <a href={replyHref(message)} className={buttonVariants({ variant: 'gold', size: 'sm' })}>
          <ReplyIcon aria-hidden="true" />
          Reply by email
        </a>
      </div>
    </>
  );
}
