import type { Server } from 'node:http';
import { type App, buildApp } from './app.ts';
import { embeddedInProductionWarning } from './db/embedded-in-production.ts';
import { describeSeed, seedDemo } from './db/seed-demo.ts';
import {
  demoAccountsWarning,
  describeDemoAccounts,
  existingDemoAccounts,
  leftoverDemoAccountsWarning,
  seedDemoAccounts,
} from './modules/identity/index.ts';
import { listenForMetrics } from './modules/metrics/index.ts';
import { sandboxInProductionWarning } from './modules/payments/index.ts';
import { smsSandboxInProductionWarning } from './modules/sms/index.ts';
import { exitWithStartupError, openMigratedDatabase } from './start-up.ts';

/** Opens the database, migrates, seeds the demo when enabled, listens, and stops cleanly. */
async function main() {
  const { config, handle } = await openMigratedDatabase();
  let app: App | undefined;
  let metricsServer: Server | undefined;
  try {
    app = await buildApp({ config, db: handle.db, database: handle });
    const sandboxWarning = sandboxInProductionWarning(config);
    if (sandboxWarning) app.log.warn(sandboxWarning);
    const smsWarning = smsSandboxInProductionWarning(config);
    if (smsWarning) app.log.warn(smsWarning);
    const embeddedWarning = embeddedInProductionWarning(config);
    if (embeddedWarning) app.log.warn(embeddedWarning);
    if (config.seedDemo) {
      // The first start draws every product photo; say so, or the silence looks like a hang.
      app.log.info(
        'Preparing the demo catalogue (the first start draws its images: about a minute)',
      );
      app.log.info(describeSeed(await seedDemo(handle.db, app.media)));
    }
    if (config.seedDemoAccounts) {
      app.log.info(describeDemoAccounts(await seedDemoAccounts(app.auth)));
      app.log.warn(demoAccountsWarning());
    } else if (config.nodeEnv === 'production') {
      const leftover = await existingDemoAccounts(app.auth);
      if (leftover.length > 0) app.log.warn(leftoverDemoAccountsWarning(leftover));
    }
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics.port) {
      metricsServer = await listenForMetrics(app.metrics, config.metrics.port, config.host);
      app.log.info(`metrics on port ${config.metrics.port} (/metrics)`);
    }
  } catch (error) {
    metricsServer?.close();
    await app?.close();
    await handle.close();
    throw error;
  }
  const server = app;
  server.log.info({ database: handle.kind, dataDir: config.dataDir }, `open ${config.siteUrl}`);

  let stopping = false;
  /**
   * Graceful stop (decision 026): readiness turns false and new requests are refused with a JSON
   * 503; after SHUTDOWN_DELAY_MS the listener closes (no new connections), requests under way
   * finish, then the outbox worker (between mails) and the sweepers stop, and the pool closes.
   * Past SHUTDOWN_GRACE_MS the connections still open are cut.
   */
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      server.log.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    stopping = true;
    server.readiness.stopping();
    // Closing the port resets the connections still waiting in its backlog: first give the load
    // balancer time to see readiness fail (SIGTERM only; Ctrl-C stops at once).
    if (signal === 'SIGTERM' && config.shutdownDelayMs > 0) {
      server.log.info(`${signal}: not ready; closing the port in ${config.shutdownDelayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    server.log.info(`${signal}: finishing open requests, then stopping`);
    const deadline = setTimeout(() => {
      server.log.warn(`requests still open after ${config.shutdownGraceMs} ms: closing them`);
      server.server.closeAllConnections();
    }, config.shutdownGraceMs);
    deadline.unref();
    try {
      metricsServer?.close();
      await server.close();
      await handle.close(); // also releases the data-folder lock
      clearTimeout(deadline);
      server.log.info('stopped');
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(exitWithStartupError);
