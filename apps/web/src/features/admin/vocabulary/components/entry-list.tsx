import type { VocabularyEntry } from '@sheesham/shared/search-vocabulary';
import { ArrowRightIcon, PencilIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyList } from '../../components/empty-list';
import { ListSkeleton } from '../../components/list-skeleton';
import { RowAction } from '../../components/row-action';

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
    return <EmptyList icon={SearchXIcon}>No entries match</EmptyList>;
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
            <RowAction
              icon={PencilIcon}
              label="Edit"
              name={`"${entry.phrase}"`}
              onClick={(opener) => onEdit(entry, opener)}
              iconOnPhone
            />
            <RowAction
              icon={Trash2Icon}
              label="Delete"
              name={`"${entry.phrase}"`}
              onClick={(opener) => onDelete(entry, opener)}
              iconOnPhone
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EntryListSkeleton() {
  return (
    <ListSkeleton
      label="Loading the vocabulary"
      rows={5}
      className="space-y-2"
      rowClassName="h-12 rounded-lg"
    />
  );
}
