import type { TestProject } from 'vitest/node';
import { setupTemplate } from './global-setup.ts';

/** The PostgreSQL projects' template (vitest.config.ts), on TEST_DATABASE_URL's server. */
export default (project: TestProject) => setupTemplate(project, 'postgres');
