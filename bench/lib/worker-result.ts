import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Runs `script` (a plain .mjs file in bench/lib: a worker does not inherit tsx's loader) on its
 * own thread and event loop, and resolves with the one message it posts when done.
 */
export function workerResult<T>(script: string, workerData: unknown): Promise<T> {
  const worker = new Worker(join(import.meta.dirname, script), { workerData });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${script} exited with ${code} and no result`)));
  });
}
