import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { type MessageFilter, useAdminMessages } from './api/admin-messages';
import { useMarkMessageRead } from './api/mark-message-read';
import { MessageDialog } from './components/message-dialog';
import { MessageList, MessageListSkeleton } from './components/message-list';

const FILTERS: MessageFilter[] = ['all', 'unread'];

/** The admin's Messages view: the contact-form inbox, newest first (issue #4, beyond the spec). */
export function MessagesView() {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const pages = useAdminMessages(filter);
  const [opened, setOpened] = useState<AdminMessage | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (pages.isError) notifyError('Error', 'Failed to fetch messages');
  }, [pages.isError]);

  const messages = useMemo(
    () => pages.data?.pages.flatMap((page) => page.messages) ?? [],
    [pages.data],
  );
  const firstPage = pages.data?.pages[0];
  const unread = firstPage?.unread;

  // The dialog shows what the server answered after a change, even if the (reloaded) list under
  // the Unread filter no longer holds the message.
  const updated = (message: AdminMessage) =>
    setOpened((current) => (current?.id === message.id ? message : current));
  const markRead = useMarkMessageRead();
  // Opening a message is reading it: it is marked read (Mark as unread in the dialog undoes it).
  const open = (message: AdminMessage, opener: HTMLElement) => {
    openerRef.current = opener;
    setOpened(message);
    if (message.readAt !== null) return;
    markRead.mutate(
      { id: message.id, read: true },
      {
        onSuccess: updated,
        onError: () => notifyError('Error', 'Failed to update message'),
      },
    );
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Messages"
        description={
          unread === undefined
            ? 'Messages sent through the contact form.'
            : `Messages sent through the contact form. ${unread} unread.`
        }
      />
      <Tabs value={filter} onValueChange={(value) => setFilter(value as MessageFilter)}>
        <TabsList aria-label="Show messages">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">
            Unread
            {unread !== undefined ? (
              <span className="rounded-full bg-gold px-1.5 text-xs text-gold-foreground tabular-nums">
                {unread}
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        {FILTERS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4 focus-visible:outline-none">
            {/* Data first: a failed background reload keeps the messages already shown. */}
            {pages.data ? (
              <div className="space-y-4">
                <MessageList messages={messages} filter={filter} onOpen={open} />
                {pages.hasNextPage ? (
                  <div className="flex justify-center">
                    <Button
                      variant="outline"
                      onClick={() => pages.fetchNextPage()}
                      disabled={pages.isFetchingNextPage}
                    >
                      Load more messages
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : pages.isPending ? (
              <MessageListSkeleton />
            ) : (
              <LoadFailed
                message="Failed to fetch messages"
                onRetry={() => pages.refetch()}
                retrying={pages.isFetching}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onUpdated={updated}
        openerRef={openerRef}
      />
    </div>
  );
}
