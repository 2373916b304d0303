import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server.ts';

// Heavy packages load on first use (lib/on-first-use.ts, decisions 042 and 047): the built server
// may import them only with import(), never with a static import that loads them at start.
const LOADED_ON_FIRST_USE = [
  'sharp',
  'pdfkit',
  '@aws-sdk/client-s3',
  'nodemailer',
  'razorpay',
  '@fastify/swagger-ui',
];

const outdir = mkdtempSync(join(tmpdir(), 'sheesham-server-build-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the built server', () => {
  it('imports the heavy packages only on first use', async () => {
    const metafile = await buildServer(outdir);
    const [bundle] = Object.values(metafile.outputs).filter((o) => o.entryPoint);
    const imports = bundle?.imports ?? [];
    for (const name of LOADED_ON_FIRST_USE) {
      const kinds = imports.filter((i) => i.path === name).map((i) => i.kind);
      expect(kinds, name).toContain('dynamic-import');
      expect(kinds, name).not.toContain('import-statement');
    }
  }, 60_000);
});
