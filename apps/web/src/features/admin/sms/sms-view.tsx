import { ADMIN_SMS_PAGE_SIZE } from '@sheesham/shared/admin-sms';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { Pager } from '../components/pager';
import { useAdminSms } from './api/admin-sms';
import { SmsRow } from './components/sms-row';

/**
 * The admin's SMS view (docs/decisions/056): every text message the shop held or sent, newest
 * first. With the sandbox provider (no MSG91 keys) nothing is sent, and a sign-in code is read here.
 */
export function SmsView() {
  const [page, setPage] = useState(1);
  const sms = useAdminSms(page);

  useEffect(() => {
    if (sms.isError) notifyError('Error', 'Failed to fetch text messages');
  }, [sms.isError]);

  const pages = Math.max(1, Math.ceil((sms.data?.total ?? 0) / ADMIN_SMS_PAGE_SIZE));
  // Data first: a failed background reload keeps the messages already shown.
  const list = sms.data ? (
    <section className="space-y-4" aria-busy={sms.isPlaceholderData && sms.isFetching}>
      {sms.data.messages.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground">
          No text messages yet.
        </p>
      ) : (
        sms.data.messages.map((message) => <SmsRow key={message.id} sms={message} />)
      )}
      {pages > 1 ? (
        <Pager label="SMS pages" page={page} pages={pages} onPage={setPage} announce />
      ) : null}
    </section>
  ) : sms.isPending ? (
    <div className="space-y-4" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  ) : (
    <LoadFailed
      message="Failed to fetch text messages"
      onRetry={() => sms.refetch()}
      retrying={sms.isFetching}
    />
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="SMS"
        description="Sign-in codes sent by text message. Without MSG91 keys they are held here, not sent: the code is shown only here."
      />
      {list}
    </div>
  );
}
