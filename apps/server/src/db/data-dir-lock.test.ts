import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

let dir: string;
let lockFile: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sheesham-lock-'));
  lockFile = path.join(dir, 'pg.lock');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  if (!child.pid) throw new Error('could not start a child process');
  return child.pid;
}

describe('acquireDataDirLock', () => {
  it('writes the owner pid and removes the file on release', () => {
    const lock = acquireDataDirLock(lockFile, dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while a live process holds it, naming the pid and the folder', () => {
    const lock = acquireDataDirLock(lockFile, '/srv/sheesham/data/pg');
    try {
      expect(() => acquireDataDirLock(lockFile, '/srv/sheesham/data/pg')).toThrow(
        new DataDirLockedError(process.pid, '/srv/sheesham/data/pg'),
      );
      expect(() => acquireDataDirLock(lockFile, '/srv/sheesham/data/pg')).toThrow(
        `Another Sheesham server (pid ${process.pid}) is using /srv/sheesham/data/pg. Stop it, or set DATA_DIR to another folder.`,
      );
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const lock = acquireDataDirLock(lockFile, dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming this pid that this process does not hold (a container restart)', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = acquireDataDirLock(lockFile, dir);
    expect(() => acquireDataDirLock(lockFile, dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile, 'garbage');
    acquireDataDirLock(lockFile, dir).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('does not delete a lock that another process has taken over since', () => {
    const lock = acquireDataDirLock(lockFile, dir);
    writeFileSync(lockFile, '999999\n');
    lock.release();
    expect(readFileSync(lockFile, 'utf8')).toBe('999999\n');
  });
});
