// `npm run db:seed`: seeds the demo catalogue into an empty database, whatever SEED_DEMO says.
import { exitWithStartupError, openMigratedDatabase } from '../../start-up.ts';
import { describeSeed, seedDemo } from '../seed-demo.ts';

try {
  const { config, handle } = await openMigratedDatabase();
  try {
    console.log(describeSeed(await seedDemo(handle.db, config.mediaDir)));
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithStartupError(error);
}
