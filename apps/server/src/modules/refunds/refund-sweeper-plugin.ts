import fp from 'fastify-plugin';
import type { RefundSender } from './refund-sender.ts';

export interface RefundSweeperOptions {
  sender: RefundSender;
  /** Off in tests, which call sender.sweep() themselves and build many apps. */
  enabled: boolean;
  intervalMs?: number;
}

export const REFUND_SWEEP_INTERVAL_MS = 30 * 1000;

/**
 * Every 30 s, sends the refunds whose gateway call is due: those a crash or an outage left unsent
 * (each with its own backoff, repository.ts). The timer is unref'd; close() stops it and waits
 * for a sweep under way.
 */
export const refundSweeperPlugin = fp<RefundSweeperOptions>(
  async (app, { sender, enabled, intervalMs = REFUND_SWEEP_INTERVAL_MS }) => {
    if (!enabled) return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      running ??= sender.sweep().finally(() => {
        running = undefined;
      });
    }, intervalMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'refund-sweeper' },
);
