import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dir: string,
  ) {
    super(
      `Another Sheesham server (pid ${pid}) is using ${dir}. Stop it, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Lock files this process holds. A file naming our pid that is not in here was left by an earlier
 * run with the same pid (common in containers, where the server is often pid 1): it is stale.
 */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    // 'wx' fails when the file exists, so two processes can never both create it.
    const fd = openSync(lockFile, 'wx', PRIVATE_FILE_MODE);
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file holds
 * the owner's pid; a file left by a process that died is taken over.
 */
export function acquireDataDirLock(lockFile: string, guardedDir: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockFile)) {
      heldByThisProcess.add(lockFile);
      return {
        release() {
          if (!heldByThisProcess.delete(lockFile)) return;
          if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    }
    const owner = readPid(lockFile);
    if (owner !== null) {
      const held = owner === process.pid ? heldByThisProcess.has(lockFile) : isAlive(owner);
      if (held) throw new DataDirLockedError(owner, guardedDir);
    }
    // Stale (dead owner, our own pid from an earlier run, or unreadable): take it over.
    rmSync(lockFile, { force: true });
  }
  const owner = readPid(lockFile) ?? 0;
  throw new DataDirLockedError(owner, guardedDir);
}
