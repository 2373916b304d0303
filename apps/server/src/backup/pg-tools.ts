import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian and Ubuntu install each PostgreSQL major's client programs. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/**
 * The path of pg_dump or pg_restore: PG_BIN_DIR when set, else the newest major under
 * /usr/lib/postgresql (pg_dump refuses a server newer than itself, and an older server is fine),
 * else the name alone, for PATH to resolve.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', env = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, name);
  const majors = existsSync(DEBIAN_PG_ROOT)
    ? readdirSync(DEBIAN_PG_ROOT)
        .filter(
          (dir) => /^\d+$/.test(dir) && existsSync(path.join(DEBIAN_PG_ROOT, dir, 'bin', name)),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] ? path.join(DEBIAN_PG_ROOT, majors[0], 'bin', name) : name;
}

/** Runs a PostgreSQL client program; its stderr becomes the error's message when it fails. */
export async function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ program: string; stdout: string }> {
  const program = pgTool(name);
  try {
    const { stdout } = await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 });
    return { program, stdout };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${name} was not found (looked in ${DEBIAN_PG_ROOT}/*/bin and PATH). Install the PostgreSQL client, or set PG_BIN_DIR.`,
      );
    }
    throw new Error(`${name} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** `pg_dump (PostgreSQL) 15.20`, for the manifest. */
export async function pgToolVersion(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  return (await runPgTool(name, ['--version'])).stdout.trim();
}

/**
 * `--dbname` without the password, which goes in PGPASSWORD instead: a command line is visible to
 * every user of the machine (ps), a process's environment is not.
 */
export function connectionArgs(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return { args: [`--dbname=${url.toString()}`], env };
}
