import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILT_SERVER_ENTRY,
  buildServer,
  SERVER_NODE_FLAGS,
} from '../../apps/server/scripts/build-server.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');
const ADMIN_CREATE_ENTRY = join(REPO_ROOT, 'apps/server/src/db/cli/admin-create.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** A fresh data dir opens and migrates in 5-25 s on a busy 2-core machine; 2 min means stuck. */
const ADMIN_CREATE_TIMEOUT_MS = 120_000;

/** A fresh data dir seeds the demo catalogue and draws its images: 2 min on a busy 2-core machine. */
const STARTUP_TIMEOUT_MS = 480_000;

export interface AdminCredentials {
  name: string;
  email: string;
  password: string;
}

export interface RunningProcess {
  url: string;
  /** The process's id, for /proc readings (bench:memory). */
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

/** Asks the OS for a port nobody is listening on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilReady(readyUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`It exited while starting. Its log:\n${tail(logFile)}`);
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${readyUrl} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  );
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (hasExited(child) || pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-pid, name);
      } catch {
        // Already gone.
      }
    };
    const force = setTimeout(() => signal('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal('SIGTERM');
  });
}

/**
 * Runs `node <args>` in its own process group (so stop() ends its children too), sends its
 * output to logFile, and resolves once GET readyUrl answers 2xx.
 */
export async function startNodeProcess(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  url: string;
  readyPath: string;
  logFile: string;
}): Promise<RunningProcess> {
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = () => stopProcessGroup(child);
  try {
    await waitUntilReady(`${options.url}${options.readyPath}`, child, options.logFile);
  } catch (error) {
    await stop();
    throw new Error(`${options.args.join(' ')} did not start. ${(error as Error).message}`);
  }
  return { url: options.url, pid: child.pid as number, logFile: options.logFile, stop };
}

/** A TypeScript entry point through tsx, as startNodeProcess runs it. */
export function startTsxProcess(options: {
  entry: string;
  env: NodeJS.ProcessEnv;
  url: string;
  readyPath: string;
  logFile: string;
}): Promise<RunningProcess> {
  const { entry, ...rest } = options;
  return startNodeProcess({ ...rest, args: [TSX_CLI, entry] });
}

/**
 * `npm run admin:create` (apps/server/src/db/cli/admin-create.ts) with the server's environment:
 * it opens and migrates the database itself, so it runs before the server, which then holds the
 * data dir's lock. Its output goes to logFile, which a failure quotes.
 */
function createAdmin(env: NodeJS.ProcessEnv, admin: AdminCredentials, logFile: string) {
  const args = ['--email', admin.email, '--password', admin.password, '--name', admin.name];
  const child = spawn(process.execPath, [TSX_CLI, ADMIN_CREATE_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ADMIN_CREATE_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      log.end(() => {
        if (code === 0) resolve();
        else
          reject(new Error(`admin:create failed (${signal ?? `exit ${code}`}):\n${tail(logFile)}`));
      });
    });
  });
}

/**
 * Starts the real server as `npm start` runs it (`node <SERVER_NODE_FLAGS>
 * apps/server/dist/server.js`, built afresh here: a second or two) in production mode on a free
 * port with the given data dir (the demo seed runs when its database is empty), and waits for
 * GET /api/health. Its output goes to DATA_DIR/server.log, which start-up errors quote.
 * With `admin`, that admin account is created first (production never seeds any account).
 * The database is the embedded one under DATA_DIR unless `databaseUrl` names another.
 */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  admin?: AdminCredentials;
  databaseUrl?: string;
}): Promise<RunningProcess> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(`${WEB_DIST_INDEX} is missing: build the web app first (npm run build).`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const url = `http://127.0.0.1:${await freePort()}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    SITE_URL: url,
    // Production refuses to start without a session secret; each run gets its own.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Every journey signs up from 127.0.0.1; the limiter itself is tested in the server suite.
    AUTH_RATE_LIMIT_IP: '1000',
    // Every admin journey signs the one admin account in afresh.
    AUTH_RATE_LIMIT_ACCOUNT: '1000',
    // Production refuses to run the sandbox gateway unless asked to; the journeys pay with it.
    PAYMENT_GATEWAY: 'sandbox',
    ...options.env,
  };
  // The embedded database under DATA_DIR, never a developer's own PostgreSQL.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.admin) {
    await createAdmin(env, options.admin, join(options.dataDir, 'admin-create.log'));
  }
  // The journeys and benches test what `npm start` runs, never a build older than the sources.
  await buildServer();
  return startNodeProcess({
    args: [...SERVER_NODE_FLAGS, BUILT_SERVER_ENTRY],
    env,
    url,
    readyPath: '/api/health',
    logFile: join(options.dataDir, 'server.log'),
  });
}
