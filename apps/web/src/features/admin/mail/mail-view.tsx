import { ADMIN_MAIL_PAGE_SIZE, type AdminMail } from '@sheesham/shared/admin-mail';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { Pager } from '../components/pager';
import { type MailFilter, useAdminMail } from './api/admin-mail';
import { MailDialog } from './components/mail-dialog';
import { MailRow } from './components/mail-row';

const FILTERS: { value: MailFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'held', label: 'Held' },
  { value: 'failed', label: 'Failed' },
  { value: 'sent', label: 'Sent' },
];

/**
 * The admin's Mail view (issue #12): every mail the shop wrote, newest first, with its state. Without
 * SMTP_URL mails are held here rather than sent, so the demo shows what customers would get.
 */
export function MailView() {
  const [filter, setFilter] = useState<MailFilter>('all');
  const [page, setPage] = useState(1);
  const mail = useAdminMail(filter, page);
  const [opened, setOpened] = useState<AdminMail | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (mail.isError) notifyError('Error', 'Failed to fetch mail');
  }, [mail.isError]);

  const pages = Math.max(1, Math.ceil((mail.data?.total ?? 0) / ADMIN_MAIL_PAGE_SIZE));
  const choose = (value: string) => {
    setFilter(value as MailFilter);
    setPage(1);
  };

  const openMail = (chosen: AdminMail, opener: HTMLElement) => {
    openerRef.current = opener;
    setOpened(chosen);
  };
  // Data first: a failed background reload keeps the mails already shown.
  const list = mail.data ? (
    <section className="space-y-4" aria-busy={mail.isPlaceholderData && mail.isFetching}>
      {mail.data.mails.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground">
          No mails here yet.
        </p>
      ) : (
        mail.data.mails.map((m) => <MailRow key={m.id} mail={m} onOpen={openMail} />)
      )}
      {pages > 1 ? (
        <Pager label="Mail pages" page={page} pages={pages} onPage={setPage} announce />
      ) : null}
    </section>
  ) : mail.isPending ? (
    <div className="space-y-4" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32 rounded-xl" />
      ))}
    </div>
  ) : (
    <LoadFailed
      message="Failed to fetch mail"
      onRetry={() => mail.refetch()}
      retrying={mail.isFetching}
    />
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Mail"
        description="Order and contact e-mails, as customers and staff get them. Held mails wait for an SMTP server (SMTP_URL)."
      />
      <Tabs value={filter} onValueChange={choose}>
        <TabsList aria-label="Show mails">
          {FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map((f) => (
          <TabsContent key={f.value} value={f.value} className="mt-4 focus-visible:outline-none">
            {f.value === filter ? list : null}
          </TabsContent>
        ))}
      </Tabs>
      <MailDialog mail={opened} onClose={() => setOpened(null)} openerRef={openerRef} />
    </div>
  );
}
