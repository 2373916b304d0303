import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One real server for the whole e2e run: production mode, a fresh data dir, the demo seed.
 * E2E_BASE_URL points the journeys at a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sheesham-e2e-'));
  const server = await startServer({ dataDir });
  project.provide('baseUrl', server.url);

  return async () => {
    await server.stop();
    if (process.env.KEEP_E2E_DATA) console.log(`e2e data dir kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
