import type { AdminMail } from '@sheesham/shared/admin-mail';
import { SendIcon } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notify, notifyError } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format-date';
import { returnFocusTo } from '@/lib/return-focus';
import { useAdminMailDetail } from '../api/admin-mail';
import { useResendMail } from '../api/resend-mail';
import { MailStatusBadge } from './mail-status-badge';

interface MailDialogProps {
  mail: AdminMail | null;
  onClose: () => void;
  openerRef: RefObject<HTMLElement | null>;
}

/** One mail as the customer sees it, its text part, and "Send again" for a failed one. */
export function MailDialog({ mail, onClose, openerRef }: MailDialogProps) {
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // Less padding on a phone: the mail, made for a phone's width, gets the room.
        className="max-h-[92dvh] max-w-3xl overflow-y-auto p-4 sm:p-6"
        onCloseAutoFocus={returnFocusTo(openerRef)}
      >
        {mail && <MailPreview mail={mail} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MailPreview({ mail, onClose }: { mail: AdminMail; onClose: () => void }) {
  const detail = useAdminMailDetail(mail.id);
  const resend = useResendMail();
  const [part, setPart] = useState('html');
  // Held mails wait for SMTP_URL; sending one again here would only hold it again.
  const resendable = mail.status === 'failed';

  const sendAgain = () =>
    resend.mutate(mail.id, {
      onSuccess: () => {
        notify('Queued', 'The mail will be sent again.');
        onClose();
      },
      onError: (error) => notifyError('Error', error.message),
    });

  return (
    <>
      <DialogHeader
        title={mail.subject}
        titleClassName="break-words"
        description={
          <>
            To <span className="break-all">{mail.recipient}</span> ·{' '}
            {formatDateTime(mail.createdAt)}
          </>
        }
        descriptionClassName="break-words"
      >
        <MailStatusBadge status={mail.status} />
      </DialogHeader>
      {detail.data ? (
        // min-w-0: the dialog's grid would otherwise widen to the text part's longest line (a URL).
        <Tabs value={part} onValueChange={setPart} className="min-w-0">
          <TabsList aria-label="Mail part">
            <TabsTrigger value="html">As sent</TabsTrigger>
            <TabsTrigger value="text">Text</TabsTrigger>
          </TabsList>
          <TabsContent value="html" className="mt-3">
            {/* sandbox="" runs no script and gives the mail no access to the admin's page. */}
            <iframe
              title={`Preview of ${mail.subject}`}
              sandbox=""
              srcDoc={detail.data.html}
              className="h-[50dvh] w-full rounded-lg border bg-white sm:h-[60dvh]"
            />
          </TabsContent>
          <TabsContent value="text" className="mt-3">
            <pre className="max-h-[60vh] overflow-auto rounded-lg bg-muted/60 p-4 text-sm whitespace-pre-wrap break-words">
              {detail.data.text}
            </pre>
          </TabsContent>
        </Tabs>
      ) : detail.isError ? (
        <p className="text-sm text-destructive">Failed to load the mail.</p>
      ) : (
        <div className="flex h-40 items-center justify-center" aria-busy="true">
          <Spinner />
        </div>
      )}
      {resendable ? (
        <div className="flex justify-end">
          <Button variant="gold" size="sm" onClick={sendAgain} disabled={resend.isPending}>
            <SendIcon aria-hidden="true" />
            Send again
          </Button>
        </div>
      ) : null}
    </>
  );
}
