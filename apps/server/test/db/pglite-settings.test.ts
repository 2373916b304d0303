import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, openPglite } from '../../src/db/client.ts';

// PGlite's memory is the server's (decision 042): its settings must reach its PostgreSQL.
describe('PGlite memory settings', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function sharedBuffers(client: {
    query<T>(sql: string): Promise<{ rows: T[] }>;
  }): Promise<string | undefined> {
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    return rows[0]?.shared_buffers;
  }

  it('starts PostgreSQL with the small shared buffers by default', async () => {
    const opened = await openPglite();
    closers.push(() => opened.client.close());
    expect(await sharedBuffers(opened.client)).toBe('16MB');
  });

  it('gives the shop’s database the buffers PGLITE_SHARED_BUFFERS_MB asks for', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sheesham-pglite-memory-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS_MB: '48' });
    expect(config.pgliteSharedBuffersMb).toBe(48);
    const handle = await openDatabase(config);
    closers.push(() => handle.close());
    if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
    expect(await sharedBuffers(handle.client)).toBe('48MB');
  });
});
