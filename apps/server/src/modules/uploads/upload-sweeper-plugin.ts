import fp from 'fastify-plugin';
import type { Database } from '../../db/types.ts';
import { sweepUnusedUploads } from './sweep-unused-uploads.ts';

export interface UploadSweeperOptions {
  db: Database;
  mediaDir: string;
  /** Off in tests, which build many apps: none of them should leave a timer behind. */
  enabled: boolean;
  /** After the app is ready: long enough to keep the sweep out of start-up. */
  firstSweepAfterMs?: number;
  intervalMs?: number;
}

const MINUTE = 60 * 1000;
export const FIRST_SWEEP_AFTER_MS = MINUTE;
const SWEEP_INTERVAL_MS = 6 * 60 * MINUTE;

/**
 * Sweeps unused uploads (sweep-unused-uploads.ts) a minute after the app is ready and every
 * 6 hours after that. The timer is unref'd, so it never keeps the process alive, and close()
 * stops it and waits for a sweep under way, so none runs on a closed database.
 */
export const uploadSweeperPlugin = fp<UploadSweeperOptions>(
  async (app, options) => {
    if (!options.enabled) return;
    const {
      db,
      mediaDir,
      firstSweepAfterMs = FIRST_SWEEP_AFTER_MS,
      intervalMs = SWEEP_INTERVAL_MS,
    } = options;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    const sweep = () => {
      if (running) return; // a slow sweep is never overlapped by the next
      running = sweepUnusedUploads(db, mediaDir, { log: app.log })
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'Sweeping unused uploads failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        sweep();
        schedule(intervalMs);
      }, delay).unref();
    };

    app.addHook('onReady', async () => {
      if (!timer) schedule(firstSweepAfterMs);
    });
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'upload-sweeper' },
);
