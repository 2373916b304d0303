import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MOVE_TO_POSTGRES_COMMAND } from '../../src/db/embedded-in-production.ts';
import { SERVER_ROOT } from '../../src/paths.ts';
import { serverCommand } from '../helpers/server-process.ts';
import { FIXTURE_DIST } from '../helpers/test-app.ts';
import { migratedPgliteDir } from '../helpers/test-database.ts';

let server: ChildProcess | undefined;
let dataDir = '';
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** The server's log lines (pino JSON in production) until one matches, or the process ends. */
function logUntil(child: ChildProcess, done: (line: Record<string, unknown>) => boolean) {
  const lines: Record<string, unknown>[] = [];
  return new Promise<Record<string, unknown>[]>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        try {
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          if (done(line)) resolve(lines);
        } catch {
          lines.push({ msg: text });
        }
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}): ${JSON.stringify(lines)}`)),
    );
  });
}

describe('a production start on the embedded database', () => {
  it('logs a warning naming the power-cut risk and the command that moves the shop', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sheesham-prod-'));
    // A shop that has started before: the warning is at every start, not only the first.
    await migratedPgliteDir(path.join(dataDir, 'pg'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PAYMENT_GATEWAY: 'sandbox',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: FIXTURE_DIST,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    };
    server = spawn(process.execPath, serverCommand(), {
      cwd: SERVER_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Listening is logged after the start-up warnings: by then every warning is in.
    const lines = await logUntil(server, (line) => String(line.msg).startsWith('open '));
    const warnings = lines.filter((line) => line.level === 40).map((line) => String(line.msg));
    const warning = warnings.find((msg) => msg.includes('embedded database'));
    expect(warning).toContain('power cut');
    expect(warning).toContain('fsync is off');
    expect(warning).toContain('pglite#1107');
    expect(warning).toContain(MOVE_TO_POSTGRES_COMMAND);
  }, 240_000);
});
