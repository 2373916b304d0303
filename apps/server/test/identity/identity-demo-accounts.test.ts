import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { users } from '../../src/db/schema.ts';
import {
  DEMO_ACCOUNTS,
  demoAccountsWarning,
  existingDemoAccounts,
  leftoverDemoAccountsWarning,
  seedDemoAccounts,
} from '../../src/modules/identity/demo-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

async function signInAs(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) return { status: response.statusCode, isAdmin: undefined };
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: { authorization: `Bearer ${response.headers['set-auth-token']}` },
  });
  return { status: response.statusCode, isAdmin: profile.json().isAdmin as boolean };
}

describe('seedDemoAccounts', () => {
  it('creates the README’s admin and customer, who sign in with the README’s passwords', async () => {
    expect(await existingDemoAccounts(t.app.auth)).toEqual([]);
    expect(await seedDemoAccounts(t.app.auth)).toEqual({
      created: ['admin@sheesham.demo', 'customer@sheesham.demo'],
    });
    expect(await signInAs('admin@sheesham.demo', 'sheesham-admin-demo')).toEqual({
      status: 200,
      isAdmin: true,
    });
    expect(await signInAs('customer@sheesham.demo', 'sheesham-customer-demo')).toEqual({
      status: 200,
      isAdmin: false,
    });
  });

  it('is idempotent: a second run creates nothing and keeps one row each', async () => {
    expect(await seedDemoAccounts(t.app.auth)).toEqual({ created: [] });
    const emails = (await t.db.select({ email: users.email }).from(users)).map((row) => row.email);
    for (const { email } of DEMO_ACCOUNTS) {
      expect(emails.filter((e) => e === email)).toHaveLength(1);
    }
  });
});

describe('start-up warnings', () => {
  it('name every demo account and say production never creates them', () => {
    const warning = demoAccountsWarning();
    for (const { email } of DEMO_ACCOUNTS) expect(warning).toContain(email);
    expect(warning).toContain('NODE_ENV=production');
  });

  it('find the demo accounts a database holds, for the production warning', async () => {
    const emails = DEMO_ACCOUNTS.map(({ email }) => email);
    expect(await existingDemoAccounts(t.app.auth)).toEqual(emails);
    expect(leftoverDemoAccountsWarning(emails)).toContain(emails.join(', '));
  });
});

describe('when demo accounts are seeded', () => {
  // Production also needs a deliberate payment gateway (decision 008).
  const base = { AUTH_SECRET: 'x'.repeat(32), PAYMENT_GATEWAY: 'sandbox' };

  it('never in production, even when asked', () => {
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts,
    ).toBe(false);
  });

  it('by default on the embedded database, not with DATABASE_URL unless asked', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemoAccounts).toBe(true);
    const url = { ...base, DATABASE_URL: 'postgres://localhost/shop' };
    expect(loadConfig(url).seedDemoAccounts).toBe(false);
    expect(loadConfig({ ...url, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);
  });
});
