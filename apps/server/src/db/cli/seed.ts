// `npm run db:seed`: seeds the demo catalogue into an empty database, whatever SEED_DEMO says,
// and the demo accounts unless NODE_ENV is production.

import { createMediaStore } from '../../lib/media-store/create-media-store.ts';
import {
  createAuthForConfig,
  describeDemoAccounts,
  seedDemoAccounts,
} from '../../modules/identity/index.ts';
import { exitWithStartupError, openMigratedDatabase } from '../../start-up.ts';
import { describeSeed, seedDemo } from '../seed-demo.ts';

try {
  const { config, handle } = await openMigratedDatabase();
  const media = createMediaStore(config);
  try {
    console.log(describeSeed(await seedDemo(handle.db, media)));
    if (config.nodeEnv === 'production') {
      console.log('Demo accounts are never created in production.');
    } else {
      const auth = createAuthForConfig(handle.db, config);
      console.log(describeDemoAccounts(await seedDemoAccounts(auth)));
    }
  } finally {
    media.close();
    await handle.close();
  }
} catch (error) {
  exitWithStartupError(error);
}
