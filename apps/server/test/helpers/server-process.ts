import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '../../../../e2e/support/server-process.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  exited: Promise<number | null>;
}

/** The server `npm start` runs, started as `npm start` starts it: the run's build of src/server.ts. */
export function serverCommand(): string[] {
  return [...SERVER_NODE_FLAGS, inject('serverBundle')];
}

/** `npm start`'s server as a real process (the run's build, test/global-setup-server-bundle.ts). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, base, output: () => output, exited };
}

export type PostOutcome =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'error'; code: string };

/**
 * One POST on a connection of its own (no keep-alive): a refused connection is a request the
 * server never accepted; a reset after connecting is one it dropped.
 */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<PostOutcome> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ kind: 'answer', status: response.statusCode ?? 0, body: text }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'error', code: error.code ?? error.message }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: error.code ?? error.message }),
    );
    req.end(payload);
  });
}
