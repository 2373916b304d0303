// `npm run db:move-to-postgres -- postgres://…`: the embedded shop, media included, into an empty
// PostgreSQL database (a backup, then its restore there; src/backup/commands.ts).
import { describeRestore, moveToPostgres } from '../../backup/commands.ts';
import { loadConfigForDataDir } from '../../start-up.ts';
import { exitWithCommandError } from './command-error.ts';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\/.+/.test(url)) {
  console.log(`Usage: npm run db:move-to-postgres -- postgres://USER:PASSWORD@HOST:5432/DATABASE

Stop the server first. Copies the embedded database in DATA_DIR (orders, accounts, invoices,
everything) into the empty PostgreSQL database, and keeps a backup of it in DATA_DIR/backups.`);
  process.exit(2);
}
try {
  const { backupFile, report } = await moveToPostgres(await loadConfigForDataDir(), url);
  console.log(`Backup of the embedded database kept in ${backupFile}.`);
  console.log(describeRestore(report));
  console.log(
    'Now start the shop with DATABASE_URL set to that database (and the same DATA_DIR for the media).',
  );
} catch (error) {
  exitWithCommandError(error);
}
