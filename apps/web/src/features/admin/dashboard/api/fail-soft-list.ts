import { apiGet } from '@/lib/api-client';

/**
 * GET `path` for the dashboard's local fallback: the list it answers, or null when that call
 * fails too (or answers something else), so the fallback shows what the rest allows.
 */
export async function failSoftList<Item>(
  path: string,
  signal?: AbortSignal,
): Promise<Item[] | null> {
  try {
    const list = await apiGet<unknown>(path, signal);
    return Array.isArray(list) ? (list as Item[]) : null;
  } catch {
    return null;
  }
}
