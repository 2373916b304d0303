import type { VocabularyEntry } from '@sheesham/shared/search-vocabulary';
import { ArrowRightIcon, PencilIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface EntryListProps {
  entries: VocabularyEntry[];
  onEdit: (entry: VocabularyEntry, opener: HTMLElement) => void;
  onDelete: (entry: VocabularyEntry, opener: HTMLElement) => void;
}

/**
 * The entries by phrase: what shoppers type, what it means, and the entry's actions (icons on a
 * phone, so an entry stays one or two lines high).
 */
export function EntryList({ entries, onEdit, onDelete }: EntryListProps) {
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No entries match</p>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card shadow-sm">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex items-start justify-between gap-3 px-4 py-3 sm:items-center"
        >
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-medium">{entry.phrase}</span>
            <ArrowRightIcon className="size-4 text-muted-foreground" aria-label="means" />
            <span className="flex flex-wrap gap-1.5">
              {entry.means.map((meaning) => (
                <Badge key={meaning} variant="secondary" className="font-normal">
                  {meaning}
                </Badge>
              ))}
            </span>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => onEdit(entry, event.currentTarget)}
              aria-label={`Edit "${entry.phrase}"`}
            >
              <PencilIcon aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Edit</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => onDelete(entry, event.currentTarget)}
              aria-label={`Delete "${entry.phrase}"`}
            >
              <Trash2Icon aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Delete</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EntryListSkeleton() {
  return (
    <div className="space-y-2" role="status" aria-label="Loading the vocabulary">
      {[0, 1, 2, 3, 4].map((n) => (
        <Skeleton key={n} className="h-12 w-full rounded-lg" />
      ))}
    </div>
  );
}
