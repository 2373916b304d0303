import type { Auth } from './auth.ts';

/**
 * The demo logins the README lists, seeded by the default `npm start` (the embedded demo) and
 * never under NODE_ENV=production (config.seedDemoAccounts).
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    name: 'Demo Admin',
    email: 'admin@sheesham.demo',
    password: 'sheesham-admin-demo',
  },
  {
    role: 'user',
    name: 'Demo Customer',
    email: 'customer@sheesham.demo',
    password: 'sheesham-customer-demo',
  },
] as const;

/**
 * Creates each demo account that does not exist yet, through better-auth (real password hashes).
 * An existing one is left as it is, so a changed demo password survives a restart.
 */
export async function seedDemoAccounts(auth: Auth): Promise<{ created: string[] }> {
  const context = await auth.$context;
  const created: string[] = [];
  for (const { role, name, email, password } of DEMO_ACCOUNTS) {
    const exists = () => context.internalAdapter.findUserByEmail(email);
    if (await exists()) continue;
    try {
      await auth.api.createUser({ body: { email, password, name, role } });
      created.push(email);
    } catch (error) {
      // Another process (a second server on the same PostgreSQL) created it meanwhile.
      if (!(await exists())) throw error;
    }
  }
  return { created };
}

export function describeDemoAccounts({ created }: { created: string[] }): string {
  return created.length === 0
    ? 'Demo accounts already exist (see README, "Demo accounts").'
    : `Demo accounts created: ${created.join(', ')} (passwords in README, "Demo accounts").`;
}

const demoList = () => DEMO_ACCOUNTS.map(({ email, role }) => `${email} (${role})`).join(', ');

/**
 * Logged at warn level on every start that seeds them: their passwords are public, so anyone can
 * act as this shop's admin. Fine for trying the shop out, never for a real shop.
 */
export function demoAccountsWarning(): string {
  return (
    `DEMO ACCOUNTS ARE ON: ${demoList()} sign in with the passwords published in the README, ` +
    'so anyone can act as this shop’s admin. For a real shop, run with NODE_ENV=production, ' +
    'which never creates them, on a database they were never created in.'
  );
}

/** The demo accounts present in the database (a production start warns about them). */
export async function existingDemoAccounts(auth: Auth): Promise<string[]> {
  const context = await auth.$context;
  const found: string[] = [];
  for (const { email } of DEMO_ACCOUNTS) {
    if (await context.internalAdapter.findUserByEmail(email)) found.push(email);
  }
  return found;
}

export function leftoverDemoAccountsWarning(emails: string[]): string {
  return (
    `Demo accounts exist in this production database: ${emails.join(', ')}. Their passwords are ` +
    'published in the README; remove these accounts.'
  );
}
