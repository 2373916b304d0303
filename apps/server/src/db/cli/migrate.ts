// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
import { exitWithStartupError, openMigratedDatabase } from '../../start-up.ts';

try {
  const { config, handle } = await openMigratedDatabase();
  await handle.close();
  console.log(
    `Migrations applied (${handle.kind}${config.databaseUrl ? '' : ` in ${config.pgDir}`}).`,
  );
} catch (error) {
  exitWithStartupError(error);
}
