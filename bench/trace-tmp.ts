import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { benchConfig } from './lib/bench-config.ts';
const { db, pool } = openPostgres(process.argv[2] as string);
const app = await buildApp({ config: benchConfig(mkdtempSync(join(tmpdir(), 'tr-'))), db, logger: false });
for (const url of process.argv.slice(3)) {
  for (let i = 0; i < 3; i++) { app.catalog.invalidate(); const t = performance.now(); const r = await app.inject({ url }); console.log(url, r.statusCode, (performance.now() - t).toFixed(1), 'ms'); }
}
await app.close(); await pool.end();
