import { afterAll, beforeAll } from 'vitest';
import type { MailWorkerPluginOptions } from '../../src/modules/mail/index.ts';
import { SmtpSink } from './smtp-sink.ts';
import { type UseTestApp, useTestApp } from './use-test-app.ts';

/**
 * A test app whose mail worker sends to an SMTP sink started for the calling file. Polling is an
 * hour apart unless the tuning says otherwise: only the wake after each commit sends, and the
 * tests await it (`t.app.mailWorker?.idle()`).
 */
export function useMailingTestApp(
  options: { env?: Record<string, string>; tuning?: MailWorkerPluginOptions['tuning'] } = {},
): { t: UseTestApp; sink: SmtpSink } {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());
  const t = useTestApp({
    env: {
      get SMTP_URL() {
        return sink.url;
      },
      ...options.env,
    },
    mailWorker: { enabled: true, tuning: { pollMs: 3_600_000, ...options.tuning } },
  });
  return { t, sink };
}
