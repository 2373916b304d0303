import type { VocabularyEntry } from '@sheesham/shared/search-vocabulary';
import { PlusIcon, SearchIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify, notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { useDeleteEntry, useVocabulary } from './api/vocabulary';
import { EntryDialog } from './components/entry-dialog';
import { EntryList, EntryListSkeleton } from './components/entry-list';
import { filterEntries } from './entry-filter';

/**
 * The admin's Vocabulary view (issue #28): the words shoppers type and what the catalogue calls
 * them, which every storefront search applies (docs/decisions/052-search-vocabulary.md).
 */
export function VocabularyView() {
  const vocabulary = useVocabulary();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ entry: VocabularyEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<VocabularyEntry | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const remove = useDeleteEntry();

  const shown = useMemo(
    () => filterEntries(vocabulary.data ?? [], filter),
    [vocabulary.data, filter],
  );
  const count = vocabulary.data?.length;
  const returnFocus = (event: Event) => {
    event.preventDefault();
    openerRef.current?.focus();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () =>
        notify('Entry deleted', `Searches for "${deleting.phrase}" no longer use it.`),
      onError: () => notifyError('Error', 'Failed to delete the entry'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Vocabulary"
        description={
          count === undefined
            ? 'Words shoppers type, and what the catalogue calls them.'
            : `Words shoppers type, and what the catalogue calls them. ${count} entries.`
        }
        actions={
          <Button
            onClick={(event) => {
              openerRef.current = event.currentTarget;
              setEditing({ entry: null });
            }}
          >
            <PlusIcon aria-hidden="true" />
            Add entry
          </Button>
        }
      />
      <div className="relative max-w-md">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Find a phrase or meaning"
          aria-label="Find a phrase or meaning"
          className="pl-9"
        />
      </div>
      {vocabulary.data ? (
        <EntryList
          entries={shown}
          onEdit={(entry, opener) => {
            openerRef.current = opener;
            setEditing({ entry });
          }}
          onDelete={(entry, opener) => {
            openerRef.current = opener;
            setDeleting(entry);
          }}
        />
      ) : vocabulary.isPending ? (
        <EntryListSkeleton />
      ) : (
        <LoadFailed
          message="Failed to fetch the vocabulary"
          onRetry={() => vocabulary.refetch()}
          retrying={vocabulary.isFetching}
        />
      )}
      <EntryDialog
        entry={editing?.entry ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onCloseAutoFocus={returnFocus}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        onCloseAutoFocus={returnFocus}
        title="Delete this entry?"
        description={
          <>
            Searches for <span className="font-medium text-foreground">{deleting?.phrase}</span>{' '}
            will no longer find what it means.
          </>
        }
        keepLabel="Cancel"
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </div>
  );
}
