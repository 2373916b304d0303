import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/server.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** A fresh data dir seeds the demo catalogue and draws its images: allow for a slow machine. */
const STARTUP_TIMEOUT_MS = 240_000;

export interface RunningServer {
  url: string;
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
          : reject(new Error('no port')),
      );
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited while starting. Its log:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  );
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      resolve();
      return;
    }
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * Starts the real server (`tsx apps/server/src/server.ts`) in its own process group on a free port,
 * with the given data dir, and waits until GET /api/health answers. Its output goes to
 * DATA_DIR/server.log, which start-up errors quote.
 */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(`${WEB_DIST_INDEX} is missing: build the web app first (npm run build).`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    SITE_URL: url,
    ...options.env,
  };
  // The embedded database under DATA_DIR, never a developer's own PostgreSQL.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [TSX_CLI, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = () => stopProcessGroup(child);
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile, stop };
}
