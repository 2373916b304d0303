import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * A random secret kept in DATA_DIR/secrets/<name>, made on first use, so a development or demo
 * server keeps its sessions and signatures across restarts without anyone configuring a key.
 * Production sets its secrets in the environment instead (config.ts refuses to start without).
 */
export function localSecret(dataDir: string, name: string): string {
  const dir = localSecretsDir(dataDir);
  const file = path.join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then theirs wins.
    writeFileSync(file, secret, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** DATA_DIR/secrets, which backups carry (src/backup/): sessions and signatures outlive a restore. */
export function localSecretsDir(dataDir: string): string {
  return path.join(dataDir, 'secrets');
}
