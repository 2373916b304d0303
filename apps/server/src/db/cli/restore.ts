// `npm run restore -- FILE [--to-postgres URL] [--force]`: a backup into a fresh shop (src/backup/).
import { parseArgs } from 'node:util';
import { describeRestore, restoreShop } from '../../backup/commands.ts';
import { loadConfigForDataDir } from '../../start-up.ts';
import { exitWithCommandError } from './command-error.ts';
import { resolveFromInvocation } from './invocation-dir.ts';

const USAGE = `Usage: npm run restore -- FILE [--to-postgres URL] [--force]

Restores a backup made by \`npm run backup\` into the configured database (DATABASE_URL, or the
embedded one in DATA_DIR: stop the server first), or into the PostgreSQL database --to-postgres
names; the media go to DATA_DIR/media. An embedded backup restored into PostgreSQL is the move to
PostgreSQL. The target must be empty unless --force is given, which replaces it.`;

try {
  const { values, positionals } = parseArgs({
    options: {
      'to-postgres': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1 || !positionals[0]) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const report = await restoreShop(
    await loadConfigForDataDir(),
    resolveFromInvocation(positionals[0]),
    {
      toPostgres: values['to-postgres'],
      force: values.force,
    },
  );
  console.log(describeRestore(report));
} catch (error) {
  exitWithCommandError(error);
}
