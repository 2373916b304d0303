import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const PASSWORD = 'brass-inlay-teak-5';
const EVIL = 'https://evil.example';

const t = useTestApp();
let customer: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app, { password: PASSWORD });
});

/** better-auth's session cookie, under both names it may use (https sites add `__Secure-`). */
function sessionCookie(account: TestAccount) {
  const value = encodeURIComponent(decodeURIComponent(account.token));
  return `better-auth.session_token=${value}; __Secure-better-auth.session_token=${value}`;
}

function signIn(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email: customer.email, password: PASSWORD },
    headers,
  });
}

function profile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
}

describe('sign-in from any origin the browser reports', () => {
  it('works when the shop is reached by another host name than SITE_URL', async () => {
    const response = await signIn({
      origin: 'http://127.0.0.1:3200',
      referer: 'http://127.0.0.1:3200/auth',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = String(response.headers['set-auth-token']);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers Origin: null (a sandboxed page, a file://) without a server error', async () => {
    const signedIn = await signIn({ origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: { origin: 'null', ...customer.headers },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.id).toBe(customer.id);
  });
});

describe('cookies are never a session', () => {
  it('get-session ignores a valid session cookie sent from another site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: { origin: EVIL, cookie: sessionCookie(customer) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('sign-out with only a cookie ends nothing', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { origin: EVIL, cookie: sessionCookie(account) },
      payload: {},
    });
    expect(response.statusCode).toBeLessThan(500);
    expect((await profile(account.headers)).statusCode).toBe(200);
  });

  it('the shop’s own endpoints answer 401 to a cookie', async () => {
    const response = await profile({ cookie: sessionCookie(customer) });
    expect(response.statusCode).toBe(401);
  });
});

describe('no cookie is ever set', () => {
  it('not by sign-up, sign-in, get-session or sign-out; the token comes in set-auth-token', async () => {
    const signUpResponse = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      payload: {
        name: 'No Cookie',
        email: `no-cookie-${Date.now()}@example.in`,
        password: PASSWORD,
      },
    });
    const signInResponse = await signIn({});
    const token = String(signInResponse.headers['set-auth-token']);
    const headers = { authorization: `Bearer ${token}` };
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers,
    });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers,
      payload: {},
    });
    for (const [what, response] of Object.entries({
      signUpResponse,
      signInResponse,
      session,
      signOut,
    })) {
      expect(response.statusCode, what).toBe(200);
      expect(response.headers['set-cookie'], what).toBeUndefined();
    }
    expect(signUpResponse.headers['set-auth-token']).toEqual(expect.any(String));
    expect(token).not.toBe('undefined');
  });
});
