import fp from 'fastify-plugin';
import type { Database } from '../../db/types.ts';
import type { AttachmentResolvers } from './attachments.ts';
import type { SecretLinkResolvers } from './secret-links.ts';
import type { ShopMail } from './shop-mail.ts';
import { smtpTransport } from './transport.ts';
import { MailWorker, type MailWorkerOptions } from './worker.ts';

export interface MailWorkerPluginOptions {
  db: Database;
  shopMail: ShopMail;
  attachments: AttachmentResolvers;
  secretLinks: SecretLinkResolvers;
  mail: { smtpUrl: string | undefined; from: string; fromDomain: string };
  /** Off by default in tests, which build many apps; the mail tests turn it on. */
  enabled: boolean;
  /** Test hooks: clock, jitter, poll interval, lease. */
  tuning?: Pick<MailWorkerOptions, 'clock' | 'random' | 'pollMs' | 'leaseMs' | 'batchSize'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker, or undefined when it is off (tests drive it through `idle()`). */
    mailWorker: MailWorker | undefined;
  }
}

/**
 * Runs the outbox worker while the app runs: it starts when the app is ready (sending whatever a
 * previous process left behind) and close() waits for the mail being sent before the database
 * goes away.
 */
export const mailWorkerPlugin = fp<MailWorkerPluginOptions>(
  async (app, options) => {
    if (!options.enabled) {
      app.decorate('mailWorker', undefined);
      return;
    }
    const worker = new MailWorker({
      db: options.db,
      transport: options.mail.smtpUrl ? smtpTransport(options.mail.smtpUrl) : null,
      from: options.mail.from,
      messageIdDomain: options.mail.fromDomain,
      attachments: options.attachments,
      partsOf: (row, db) => options.shopMail.partsOf(row, db),
      secretLinks: options.secretLinks,
      log: app.log,
      ...options.tuning,
    });
    app.decorate('mailWorker', worker);
    options.shopMail.onWake(() => worker.wake());
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      options.shopMail.onWake(() => {});
      await worker.stop();
    });
  },
  { name: 'mail-worker' },
);
