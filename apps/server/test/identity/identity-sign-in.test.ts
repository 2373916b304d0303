import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { sendAs } from '../helpers/send-as.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const PASSWORD = 'inlaid-mango-wood-9';

const t = useTestApp();
let customer: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app, { password: PASSWORD });
});

function signIn(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload,
    headers,
  });
}

function profile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
}

/** The bearer token is the signed session cookie value, `<session token>.<signature>`. */
function storedToken(bearer: string) {
  return decodeURIComponent(bearer).split('.')[0] ?? '';
}

async function roleOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row?.role;
}

describe('POST /api/identity/sign-in/email', () => {
  it('signs in with the right password and returns a working bearer token', async () => {
    const response = await signIn({ email: customer.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const token = String(response.headers['set-auth-token']);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const wrongPassword = await signIn({ email: customer.email, password: 'not-the-password' });
    const unknownEmail = await signIn({ email: 'nobody-here@example.in', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json().error.code).toBe('invalid_email_or_password');
    expect(wrongPassword.headers['set-auth-token']).toBeUndefined();
  });

  it('refuses a malformed body with field errors', async () => {
    const response = await signIn({ email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'password']);
  });

  it('stores the IP the server saw, not one the client claims', async () => {
    const response = await signIn(
      { email: customer.email, password: PASSWORD },
      { 'x-sheesham-client-ip': '198.51.100.7', 'x-forwarded-for': '198.51.100.8' },
    );
    const token = String(response.headers['set-auth-token']);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, storedToken(token)));
    expect(session?.ipAddress).toBe('127.0.0.1');
  });
});

describe('POST /api/identity/sign-out', () => {
  it('revokes the bearer token', async () => {
    const account = await signUp(t.app);
    const stored = () =>
      t.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, storedToken(account.token)));
    expect(await stored()).toHaveLength(1);
    expect((await profile(account.headers)).statusCode).toBe(200);
    const out = await sendAs(t.app, account, 'POST', '/api/identity/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await profile(account.headers)).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: account.headers,
    });
    expect(session.json()).toBeNull();
    expect(await stored()).toHaveLength(0);
  });
});

describe('no customer-facing identity endpoint grants a role', () => {
  const attempts: [string, (c: TestAccount) => object][] = [
    ['/api/identity/update-user', () => ({ role: 'admin', name: 'Now Admin' })],
    ['/api/identity/admin/set-role', (c) => ({ userId: c.id, role: 'admin' })],
    [
      '/api/identity/admin/create-user',
      () => ({ email: 'sneaky@example.in', password: PASSWORD, name: 'S', role: 'admin' }),
    ],
    ['/api/identity/admin/update-user', (c) => ({ userId: c.id, data: { role: 'admin' } })],
    ['/api/identity/change-email', () => ({ newEmail: 'other@example.in' })],
  ];

  for (const [url, body] of attempts) {
    it(`POST ${url} as a customer changes nothing`, async () => {
      const account = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: account.headers,
        payload: body(account),
      });
      expect(response.statusCode).toBe(404);
      expect(await roleOf(account.id)).toBe('user');
      expect((await profile(account.headers)).json()).toMatchObject({
        isAdmin: false,
        fullName: account.name,
        email: account.email,
      });
    });
  }

  it('creates no user through admin/create-user', async () => {
    const rows = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.in'));
    expect(rows).toHaveLength(0);
  });

  it('still serves the endpoints the shop uses', async () => {
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: customer.headers,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(customer.id);
  });
});
