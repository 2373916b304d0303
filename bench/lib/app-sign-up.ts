import type { App } from '../../apps/server/src/app.ts';

/** Who a bench signs up: a fresh database's first account with this e-mail. */
export interface BenchPerson {
  name: string;
  email: string;
  password: string;
}

/** Signs `person` up through the app in this process; their bearer token and user id. */
export async function signUpThroughApp(
  app: App,
  person: BenchPerson,
): Promise<{ token: string; userId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up/email',
    payload: person,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    token: String(response.headers['set-auth-token']),
    userId: (response.json() as { user: { id: string } }).user.id,
  };
}
