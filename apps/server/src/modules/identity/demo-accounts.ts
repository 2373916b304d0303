import type { Auth } from './auth.ts';

/** The demo logins the README lists; seeded only outside production (config.seedDemoAccounts). */
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
