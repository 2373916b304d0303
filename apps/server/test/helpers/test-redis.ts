import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from '../../../../e2e/support/server-process.ts';

export { freePort };

/** A redis-server started on a free port (first start on a busy machine: well under this). */
const START_TIMEOUT_MS = 20_000;

/** A unique REDIS_KEY_PREFIX, so tests sharing one Redis never see each other's counts. */
export function testKeyPrefix(): string {
  return `sheesham-test:${randomBytes(6).toString('hex')}:`;
}

/** Answers once `url` answers PING, or throws after the timeout. */
export async function waitForRedis(url: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const probe = new Redis(url, {
      lazyConnect: true,
      retryStrategy: () => null,
      connectTimeout: 1000,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch (error) {
      lastError = error;
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis at ${url} did not answer PING: ${(lastError as Error)?.message}`);
}

/** A redis-server child of the test process, with no persistence; `pause()` freezes it (SIGSTOP). */
export class RedisServer {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {}

  /** Needs `redis-server` on PATH (CI and the dev machine have it); fails the test otherwise. */
  static async start(): Promise<RedisServer> {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error) =>
        reject(new Error(`redis-server could not start: ${error.message}`)),
      );
    });
    const server = new RedisServer(`redis://127.0.0.1:${port}`, child);
    try {
      await Promise.race([waitForRedis(server.url), failed]);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return server;
  }

  /** Frozen: connections stay open, commands get no answer (like a hung host). */
  pause() {
    this.child.kill('SIGSTOP');
  }

  resume() {
    this.child.kill('SIGCONT');
  }

  /** Gone: connections are refused. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGCONT');
    this.child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The Redis the suite shares: TEST_REDIS_URL (CI sets it, after starting the machine's Redis), or
 * else a redis-server this process starts. Never skipped: no Redis means a failing test.
 */
export async function sharedTestRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const configured = process.env.TEST_REDIS_URL;
  if (configured) {
    await waitForRedis(configured, 5000);
    return { url: configured, close: async () => {} };
  }
  const server = await RedisServer.start();
  return { url: server.url, close: () => server.stop() };
}

/** Deletes every key under `prefix` (a test run's leftovers). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true });
  client.on('error', () => {});
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
