import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_SETTINGS } from '../../src/db/client.ts';

// PGlite's memory is the server's (decision 042): its settings must reach its PostgreSQL.
describe('PGlite memory settings', () => {
  let opened: Awaited<ReturnType<typeof openPglite>>;
  beforeAll(async () => {
    opened = await openPglite();
  });
  afterAll(async () => {
    await opened.client.close();
  });

  it('starts PostgreSQL with the small shared buffers', async () => {
    expect(PGLITE_SETTINGS).toContain('shared_buffers=16MB');
    const { rows } = await opened.client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('16MB');
  });
});
