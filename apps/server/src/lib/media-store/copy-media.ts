import { mapWithLimit } from '../map-with-limit.ts';
import type { MediaEntry, MediaStore } from './media-store.ts';

export interface CopyResult {
  copied: number;
  /** Already in the target with the same size (a rerun, or media the target had already). */
  skipped: number;
}

/** A few objects in flight at once: enough to hide S3's latency, gentle on both ends. */
const PARALLEL_COPIES = 4;

async function copyOne(from: MediaStore, to: MediaStore, entry: MediaEntry) {
  const there = await to.head(entry.key);
  if (there && there.size === entry.size) return 'skipped';
  const found = await from.get(entry.key);
  if (!found || found === 'not-modified') return 'gone'; // removed meanwhile (the sweeper)
  // Media files are small (a WebP of at most 1600 px): read whole, so the target gets a length.
  const data = Buffer.concat(await found.body.toArray());
  await to.put(entry.key, data);
  return 'copied';
}

/**
 * Copies every object of one store into another under the same key, skipping those the target
 * already holds at the same size; media names are content-keyed, so that makes a rerun cheap and
 * safe (docs/decisions/025-object-storage.md).
 */
export async function copyMedia(from: MediaStore, to: MediaStore): Promise<CopyResult> {
  const entries: MediaEntry[] = [];
  for await (const entry of from.list('')) entries.push(entry);
  const outcomes = await mapWithLimit(entries, PARALLEL_COPIES, (entry) =>
    copyOne(from, to, entry),
  );
  return {
    copied: outcomes.filter((o) => o === 'copied').length,
    skipped: outcomes.filter((o) => o === 'skipped').length,
  };
}
