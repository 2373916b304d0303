import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { products } from '../../src/db/schema.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let first: DatabaseHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sheesham-lock-'));
  first = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  await migrateDatabase(first);
});

afterAll(async () => {
  await first?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('opens PGlite in DATA_DIR/pg and records the owner in DATA_DIR/pg.lock', async () => {
    expect(first.kind).toBe('pglite');
    expect(await first.db.select({ one: sql<number>`1` }).from(products)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'pg.lock'), 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a second opener in this process with a clear message', async () => {
    await expect(openDatabase(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      `Another Sheesham server (pid ${process.pid}) is using ${path.join(dataDir, 'pg')}. Stop it, or set DATA_DIR to another folder.`,
    );
  });

  it('refuses a second process too', () => {
    const script = [
      "import { loadConfig } from './src/config.ts';",
      "import { openDatabase } from './src/db/client.ts';",
      'try {',
      `  const handle = await openDatabase(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }));`,
      "  await handle.close(); console.log('opened');",
      '} catch (error) { console.error(error.message); process.exit(3); }',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: SERVER_ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(child.status, child.stderr).toBe(3);
    expect(child.stderr).toContain(`Another Sheesham server (pid ${process.pid}) is using`);
  });

  it('releases the lock on close, and the data is there when the folder is opened again', async () => {
    await insertProducts(first.db, [aProduct({ name: 'Persisted Bed' })]);
    await first.close();
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    first = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const rows = await first.db.select({ name: products.name }).from(products);
    expect(rows).toEqual([{ name: 'Persisted Bed' }]);
  });
});
