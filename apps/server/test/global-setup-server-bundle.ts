import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, SERVER_ROOT } from '../scripts/build-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built once a run (`server.js`), for tests that start it as a process. */
    serverBundle: string;
  }
}

type SharedBundle = { users: number; ready: Promise<string> };
// On globalThis: vitest may load this file once per project that names it.
const scope = globalThis as { sheeshamTestServerBundle?: SharedBundle };

/**
 * Builds the server once a run, as `npm start` runs it, for the tests that start it as a process
 * (a shutdown under load, a production start, two instances): `node server.js` was ready in
 * 2.3–2.8 s where `tsx src/server.ts` took 4.7–5.2 s (decision 071). The folder sits in apps/server,
 * at src/'s depth, as dist/ does: the server finds drizzle/ and assets/ from there.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outdir = path.join(SERVER_ROOT, `.test-build-${randomBytes(6).toString('hex')}`);
  scope.sheeshamTestServerBundle ??= {
    users: 0,
    ready: buildServer(outdir).then(() => path.join(outdir, 'server.js')),
  };
  const shared = scope.sheeshamTestServerBundle;
  shared.users++;
  const bundle = await shared.ready;
  project.provide('serverBundle', bundle);
  return async () => {
    shared.users--;
    if (shared.users > 0) return;
    scope.sheeshamTestServerBundle = undefined;
    rmSync(path.dirname(bundle), { recursive: true, force: true });
  };
}
