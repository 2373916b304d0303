import type { AdminMail } from '@sheesham/shared/admin-mail';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { mailKindLabel } from './mail-kind';
import { MailStatusBadge } from './mail-status-badge';

interface MailRowProps {
  mail: AdminMail;
  onOpen: (mail: AdminMail, opener: HTMLElement) => void;
}

/** One outbox mail: subject, recipient, kind, state, time, attempts and the last error. */
export function MailRow({ mail, onOpen }: MailRowProps) {
  const subjectId = `mail-${mail.id}`;
  return (
    <article
      aria-labelledby={subjectId}
      data-testid="mail-row"
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-x-4 gap-y-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={subjectId} className="font-medium break-words">
            {mail.subject}
          </h2>
          <p className="text-sm break-all text-muted-foreground">To {mail.recipient}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <MailStatusBadge status={mail.status} />
          <time dateTime={mail.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(mail.createdAt)}
          </time>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {mailKindLabel(mail.kind)} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
        {mail.sentAt ? ` · sent ${formatDateTime(mail.sentAt)}` : ''}
      </p>
      {mail.lastError ? (
        <p className="text-sm break-words text-destructive">Last error: {mail.lastError}</p>
      ) : null}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          aria-label={`Preview: ${mail.subject}`}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(mail, event.currentTarget)}
        >
          Preview
        </Button>
      </div>
    </article>
  );
}
