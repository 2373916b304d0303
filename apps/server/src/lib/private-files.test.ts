import { chmod, lstat, mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PRIVATE_WALK_MARKER, prepareDataDir } from './private-files.ts';

let dataDir = '';
let umaskBefore = 0;

beforeEach(async () => {
  umaskBefore = process.umask();
  dataDir = await mkdtemp(path.join(tmpdir(), 'sheesham-private-'));
});
afterEach(async () => {
  process.umask(umaskBefore);
  await rm(dataDir, { recursive: true, force: true });
});

async function mode(file: string): Promise<number> {
  return (await lstat(file)).mode & 0o7777;
}

/** A file 0666 in a folder 0777, as an install made before the rule (or copied by hand) has it. */
async function looseFile(name: string): Promise<string> {
  const folder = path.join(dataDir, 'media');
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o777);
  const file = path.join(folder, name);
  await writeFile(file, 'bytes');
  await chmod(file, 0o666);
  return file;
}

it('the first start walks DATA_DIR, makes it private and leaves the marker', async () => {
  const old = await looseFile('old.webp');
  expect(await prepareDataDir(dataDir)).toEqual([]);
  expect(await mode(old)).toBe(0o600);
  expect(await mode(path.join(dataDir, 'media'))).toBe(0o700);
  expect(await mode(path.join(dataDir, PRIVATE_WALK_MARKER))).toBe(0o600);
});

it('later starts skip the walk (the umask keeps new files private) until the marker is deleted', async () => {
  await prepareDataDir(dataDir);
  const copied = await looseFile('copied-by-hand.webp');
  await chmod(dataDir, 0o755);

  await prepareDataDir(dataDir);
  expect(await mode(copied)).toBe(0o666);
  expect(await mode(dataDir)).toBe(0o700);

  await unlink(path.join(dataDir, PRIVATE_WALK_MARKER));
  await prepareDataDir(dataDir);
  expect(await mode(copied)).toBe(0o600);
});
