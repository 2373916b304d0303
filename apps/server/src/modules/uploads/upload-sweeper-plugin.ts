import fp from 'fastify-plugin';
import type { Database } from '../../db/types.ts';
import type { MediaStore } from '../../lib/media-store/media-store.ts';
import { sweepUnusedUploads } from './sweep-unused-uploads.ts';

export interface UploadSweeperOptions {
  db: Database;
  media: MediaStore;
  /** Off in tests, which build many apps: none of them should leave a timer behind. */
  enabled: boolean;
  /** After the app is ready: long enough to keep the sweep out of start-up. */
  firstSweepAfterMs?: number;
  intervalMs?: number;
  /** Node's timers unless a test brings a clock it advances by hand. */
  clock?: SweepClock;
}

/** How the sweeper waits. `run` returns the sweep it started, for a clock that awaits it. */
export interface SweepClock {
  after(delayMs: number, run: () => Promise<void>): unknown;
  cancel(timer: unknown): void;
}

const nodeClock: SweepClock = {
  after: (delayMs, run) => setTimeout(run, delayMs).unref(),
  cancel: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};

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
      media,
      firstSweepAfterMs = FIRST_SWEEP_AFTER_MS,
      intervalMs = SWEEP_INTERVAL_MS,
      clock = nodeClock,
    } = options;
    let timer: unknown;
    let running: Promise<void> | undefined;

    const sweep = (): Promise<void> => {
      // A slow sweep is never overlapped by the next.
      running ??= sweepUnusedUploads(db, media, { log: app.log })
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'Sweeping unused uploads failed'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    const schedule = (delay: number) => {
      timer = clock.after(delay, () => {
        const sweeping = sweep();
        schedule(intervalMs);
        return sweeping;
      });
    };

    app.addHook('onReady', async () => {
      if (!timer) schedule(firstSweepAfterMs);
    });
    app.addHook('onClose', async () => {
      clock.cancel(timer);
      await running;
    });
  },
  { name: 'upload-sweeper' },
);
