// `npm run backup [-- --out FILE]`: the database and the media in one archive (src/backup/).
import { parseArgs } from 'node:util';
import { backupShop, defaultBackupFile, describeBackup } from '../../backup/commands.ts';
import { loadConfigForDataDir } from '../../start-up.ts';
import { exitWithCommandError } from './command-error.ts';
import { resolveFromInvocation } from './invocation-dir.ts';

const USAGE = `Usage: npm run backup [-- --out FILE]

Backs up the configured database (DATABASE_URL, or the embedded one in DATA_DIR: stop the server
first) and DATA_DIR's media and secrets into one .tar file, by default
DATA_DIR/backups/sheesham-<kind>-<time>.tar. Copy it off the machine: a backup on the same disk
is no backup.`;

try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const config = await loadConfigForDataDir();
  const out = values.out
    ? resolveFromInvocation(values.out)
    : defaultBackupFile(config.dataDir, config.databaseUrl ? 'postgres' : 'pglite');
  console.log(describeBackup(out, await backupShop(config, out)));
} catch (error) {
  exitWithCommandError(error);
}
