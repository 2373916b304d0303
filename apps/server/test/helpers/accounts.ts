import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { users } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let sequence = 0;

/** Signs a new customer up through the real identity API and returns their bearer token. */
export async function signUp(
  app: App,
  overrides: { name?: string; email?: string; password?: string; phone?: string } = {},
): Promise<TestAccount> {
  sequence++;
  const name = overrides.name ?? `Test Customer ${sequence}`;
  const email = overrides.email ?? `customer-${sequence}-${Date.now()}@example.in`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up/email',
    payload: {
      name,
      email,
      password: overrides.password ?? 'sheesham-test-pass-42',
      ...(overrides.phone ? { phone: overrides.phone } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = String(res.headers['set-auth-token']);
  const id = res.json().user.id as string;
  return { id, email, name, token, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-up user with the admin role, set directly in the database as admin:create does. */
export async function signUpAdmin(app: App, db: Database): Promise<TestAccount> {
  const account = await signUp(app, { name: 'Test Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
  return account;
}
