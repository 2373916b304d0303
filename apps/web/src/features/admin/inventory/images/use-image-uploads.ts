import { useCallback, useEffect, useRef, useState } from 'react';
import { type ImageUpload, uploadImage } from './upload-image';
import { announceUploadResults, type FailedUpload, failureReason } from './upload-summary';

/** A file being uploaded (`sent` is the fraction sent, 0 to 1) or one that failed, with why. */
export interface UploadRow {
  id: number;
  name: string;
  sent: number;
  status: 'uploading' | 'failed';
  error?: string;
}

let nextRowId = 1;

/**
 * Uploads batches of files, all at once, with per-file progress rows. When a batch is over, the
 * URLs of the files that made it go to `onUploaded` in the order the files were chosen, the
 * rows of those files go away (failed ones stay, with the reason) and one toast sums it up.
 * Unmounting (the dialog closing) cancels whatever is still uploading, silently.
 */
export function useImageUploads(onUploaded: (urls: string[]) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const running = useRef(new Map<number, ImageUpload>());
  const mounted = useRef(false);
  const latestOnUploaded = useRef(onUploaded);

  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });

  useEffect(() => {
    mounted.current = true;
    const uploads = running.current;
    return () => {
      mounted.current = false;
      for (const upload of uploads.values()) upload.abort();
      uploads.clear();
    };
  }, []);

  const upload = useCallback(async (files: File[]) => {
    const batch = files.map((file) => ({ id: nextRowId++, file }));
    const update = (id: number, patch: Partial<UploadRow>) =>
      setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    // A new batch replaces the failures of the last one.
    setRows((current) => [
      ...current.filter((row) => row.status === 'uploading'),
      ...batch.map(({ id, file }) => ({
        id,
        name: file.name,
        sent: 0,
        status: 'uploading' as const,
      })),
    ]);

    const results = await Promise.allSettled(
      batch.map(async ({ id, file }) => {
        const pending = uploadImage(file, (sent) => update(id, { sent }));
        running.current.set(id, pending);
        try {
          return await pending.done;
        } finally {
          running.current.delete(id);
        }
      }),
    );
    if (!mounted.current) return;

    const urls: string[] = [];
    const failed: (FailedUpload & { id: number })[] = [];
    results.forEach((result, i) => {
      const { id, file } = batch[i] as (typeof batch)[number];
      if (result.status === 'fulfilled') urls.push(result.value);
      else failed.push({ id, name: file.name, reason: failureReason(result.reason) });
    });
    const batchIds = new Set(batch.map(({ id }) => id));
    setRows((current) =>
      current.flatMap((row) => {
        if (!batchIds.has(row.id)) return [row];
        const failure = failed.find(({ id }) => id === row.id);
        return failure ? [{ ...row, status: 'failed' as const, error: failure.reason }] : [];
      }),
    );
    if (urls.length > 0) latestOnUploaded.current(urls);
    announceUploadResults(urls.length, failed);
  }, []);

  const dismiss = useCallback((id: number) => {
    setRows((current) => current.filter((row) => row.id !== id || row.status === 'uploading'));
  }, []);

  const uploading = rows.filter((row) => row.status === 'uploading').length;
  return { rows, uploading, upload, dismiss };
}
