import type { TestProject } from 'vitest/node';
import { setupTemplate } from './global-setup.ts';

/**
 * The PostgreSQL projects' template (vitest.config.ts), on TEST_DATABASE_URL's server, and the
 * PGlite one, for the embedded shops these files move to PostgreSQL (move-to-postgres.test.ts).
 */
export default async (project: TestProject) => {
  const removers = [
    await setupTemplate(project, 'postgres'),
    await setupTemplate(project, 'pglite'),
  ];
  return async () => {
    for (const remove of removers) await remove();
  };
};
