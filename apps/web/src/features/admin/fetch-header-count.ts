import { apiFetch, countHeader } from '@/lib/api-client';

/** GET `path` for one count header alone (a badge's figure); the body it answers is not used. */
export async function fetchHeaderCount(
  path: string,
  header: string,
  signal?: AbortSignal,
): Promise<number> {
  const { response } = await apiFetch<unknown>(path, { signal });
  return countHeader(response, header);
}
