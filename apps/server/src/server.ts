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
import { sandboxInProductionWarning } from './modules/payments/index.ts';
import { exitWithStartupError, openMigratedDatabase } from './start-up.ts';

/** Opens the database, migrates, seeds the demo when enabled, listens, and stops cleanly. */
async function main() {
  const { config, handle } = await openMigratedDatabase();
  let app: App | undefined;
  try {
    app = await buildApp({ config, db: handle.db });
    const sandboxWarning = sandboxInProductionWarning(config);
    if (sandboxWarning) app.log.warn(sandboxWarning);
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
  } catch (error) {
    await app?.close();
    await handle.close();
    throw error;
  }
  const server = app;
  server.log.info({ database: handle.kind, dataDir: config.dataDir }, `open ${config.siteUrl}`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      server.log.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    stopping = true;
    server.log.info(`${signal}: finishing open requests, then stopping`);
    try {
      await server.close();
      await handle.close(); // also releases the data-folder lock
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
