import type {
  ValidVocabularyEntryInput,
  VocabularyEntry,
} from '@sheesham/shared/search-vocabulary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

/** The vocabulary's one query; every change reloads it. */
export const ADMIN_VOCABULARY_KEY = [...ADMIN_QUERY_KEY, 'vocabulary'] as const;

/** GET /admin/vocabulary: every entry, by phrase (the server holds at most a few thousand). */
export function useVocabulary() {
  return useQuery({
    queryKey: ADMIN_VOCABULARY_KEY,
    queryFn: ({ signal }) => apiGet<VocabularyEntry[]>('/admin/vocabulary', signal),
  });
}

const entryPath = (id: string) => `/admin/vocabulary/${encodeURIComponent(id)}`;

/** POST a new entry, or PUT over the entry `id`; answers the entry as stored. */
export function saveEntry(
  id: string | null,
  entry: ValidVocabularyEntryInput,
): Promise<VocabularyEntry> {
  return id === null
    ? apiPost<VocabularyEntry>('/admin/vocabulary', entry)
    : apiPut<VocabularyEntry>(entryPath(id), entry);
}

export async function deleteEntry(id: string): Promise<void> {
  await apiFetch(entryPath(id), { method: 'DELETE' });
}

/** Reloads the list afterwards, whatever the outcome, so it shows what the server holds. */
function useVocabularyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_VOCABULARY_KEY }),
  });
}

export const useSaveEntry = () =>
  useVocabularyMutation(({ id, entry }: { id: string | null; entry: ValidVocabularyEntryInput }) =>
    saveEntry(id, entry),
  );

export const useDeleteEntry = () => useVocabularyMutation(deleteEntry);
