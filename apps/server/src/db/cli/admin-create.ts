// `npm run admin:create -- --email … [--password …] [--name …]`: creates an admin account, or
// makes an existing user an admin (see createOrPromoteAdmin). Exit codes: 0 done, 2 bad input,
// 1 anything else (the database could not be opened, …).
import { parseArgs } from 'node:util';
import {
  AdminInputError,
  createAuthForConfig,
  createOrPromoteAdmin,
  describeAdminOutcome,
} from '../../modules/identity/index.ts';
import { exitWithStartupError, openMigratedDatabase } from '../../start-up.ts';

const USAGE = `Usage: npm run admin:create -- --email <address> [--password <password>] [--name <full name>]

Creates an admin account (--email, --password and --name needed), or makes the user who already
has this e-mail an admin (--password and --name then optional: given, they replace the user's
password and name, and a new password signs that user's sessions out).`;

const CLERK_ADMINS =
  'AUTH_PROVIDER=clerk: admins are set in Clerk, not here. In the Clerk Dashboard, give the user ' +
  'the public metadata {"isAdmin": true} (README, "Clerk sign-in").';

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (!values.email) throw new Error('--email is required.');
    return { email: values.email, password: values.password, name: values.name };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const input = readArguments();
try {
  const { config, handle } = await openMigratedDatabase();
  try {
    // In Clerk mode the role follows the session token on every request (docs/decisions/045).
    if (config.authProvider === 'clerk') throw new AdminInputError(CLERK_ADMINS);
    const outcome = await createOrPromoteAdmin(createAuthForConfig(handle.db, config), input);
    console.log(describeAdminOutcome(outcome));
  } catch (error) {
    if (!(error instanceof AdminInputError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithStartupError(error);
}
