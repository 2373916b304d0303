import type { TestProject } from 'vitest/node';
import { setupTemplate } from './global-setup.ts';

/** The PGlite projects' template (vitest.config.ts). */
export default (project: TestProject) => setupTemplate(project, 'pglite');
