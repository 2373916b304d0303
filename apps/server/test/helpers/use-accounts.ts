import { beforeAll } from 'vitest';
import { signUp, signUpAdmin, type TestAccount } from './accounts.ts';
import type { UseTestApp } from './use-test-app.ts';

/**
 * An account signed up once for the calling file, in a beforeAll registered where this is called
 * (so after useTestApp's, and in the order of the calls). The object is filled in by that hook:
 * read it only inside hooks and tests.
 */
function useAccount(create: () => Promise<TestAccount>): TestAccount {
  const account = {} as TestAccount;
  beforeAll(async () => {
    Object.assign(account, await create());
  });
  return account;
}

/** A customer signed up through the real identity API (see signUp). */
export function useCustomer(t: UseTestApp, overrides: Parameters<typeof signUp>[1] = {}) {
  return useAccount(() => signUp(t.app, overrides));
}

/** A signed-up user with the admin role (see signUpAdmin). */
export function useAdmin(t: UseTestApp) {
  return useAccount(() => signUpAdmin(t.app, t.db));
}
