import type { AdminMail } from '@sheesham/shared/admin-mail';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { ListRowCard } from '../../components/list-row-card';
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
    <ListRowCard
      headingId={subjectId}
      heading={mail.subject}
      headingClassName="font-medium break-words"
      byline={<p className="text-sm break-all text-muted-foreground">To {mail.recipient}</p>}
      badges={<MailStatusBadge status={mail.status} />}
      time={mail.createdAt}
      data-testid="mail-row"
      className="gap-2"
    >
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
    </ListRowCard>
  );
}
