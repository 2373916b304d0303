import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const PASSWORD = 'lattice-jaali-screen-3';
const RATE_LIMITED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Unlimited app on the file's database, for setting accounts up without using any allowance. */
const setup = useTestApp();
let victim: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  victim = await signUp(setup.app, { password: PASSWORD });
  other = await signUp(setup.app, { password: PASSWORD });
});

/** Each app has its own in-memory counters, so every scenario starts from zero. */
async function limitedApp(env: Record<string, string>) {
  return createTestApp(setup.db, { env });
}

function signIn(
  t: TestApp,
  email: string,
  password: string,
  options: { remoteAddress?: string; forwardedFor?: string; url?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/identity/sign-in/email',
    payload: { email, password },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'rate_limited', message: RATE_LIMITED } });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('per-account limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limitedApp({ AUTH_RATE_LIMIT_ACCOUNT: '3', AUTH_RATE_LIMIT_IP: '1000' });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After once one account had too many wrong passwords', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t, victim.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(t, victim.email, 'wrong-guess-4'));
    // Even the right password waits out the window: the guesser learns nothing.
    expectRateLimited(await signIn(t, victim.email, PASSWORD));
  });

  it('counts the account whatever its e-mail’s case or spacing', async () => {
    expectRateLimited(await signIn(t, `  ${victim.email.toUpperCase()}`, 'wrong-guess-5'));
  });

  it('counts the account from any IP', async () => {
    expectRateLimited(
      await signIn(t, victim.email, 'wrong-guess-6', { remoteAddress: '203.0.113.50' }),
    );
  });

  it('leaves other accounts alone', async () => {
    expect((await signIn(t, other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be dodged with another spelling of the path', async () => {
    for (const url of [
      '/api/identity/sign-in/email/',
      '/api/identity/sign-in//email',
      '/api/identity/sign-in/EMAIL',
      '/api/identity/sign-in%2Femail',
    ]) {
      const response = await signIn(t, victim.email, PASSWORD, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['set-auth-token'], url).toBeUndefined();
    }
  });
});

describe('per-IP limit', () => {
  it('answers 429 once one IP tried too many accounts, counting sign-ups too', async () => {
    const t = await limitedApp({ AUTH_RATE_LIMIT_IP: '3', AUTH_RATE_LIMIT_ACCOUNT: '1000' });
    try {
      expect((await signIn(t, 'guess-1@example.in', PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t, 'guess-2@example.in', PASSWORD)).statusCode).toBe(401);
      const signUpAttempt = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up/email',
        payload: { name: 'Bulk', email: 'bulk-1@example.in', password: PASSWORD },
      });
      expect(signUpAttempt.statusCode).toBe(200);
      expectRateLimited(await signIn(t, victim.email, PASSWORD));
      // Another client IP still gets in.
      const elsewhere = await signIn(t, victim.email, PASSWORD, { remoteAddress: '192.0.2.10' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the IP limit comes before the account limit', () => {
  it('a blocked IP does not use up the account allowance of the e-mail it tries', async () => {
    const t = await limitedApp({ AUTH_RATE_LIMIT_IP: '2', AUTH_RATE_LIMIT_ACCOUNT: '2' });
    try {
      const attacker = { remoteAddress: '203.0.113.66' };
      expect((await signIn(t, 'a@example.in', 'x-wrong-1', attacker)).statusCode).toBe(401);
      expect((await signIn(t, 'b@example.in', 'x-wrong-2', attacker)).statusCode).toBe(401);
      for (let i = 0; i < 4; i++) {
        expectRateLimited(await signIn(t, victim.email, `x-wrong-victim-${i}`, attacker));
      }
      // Both of the victim's attempts are still there: a typo, then the right password.
      const home = { remoteAddress: '192.0.2.20' };
      expect((await signIn(t, victim.email, 'typo-password-1', home)).statusCode).toBe(401);
      expect((await signIn(t, victim.email, PASSWORD, home)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('IPv6 clients', () => {
  it('are counted per /64: other addresses in the same /64 share the count', async () => {
    const t = await limitedApp({ AUTH_RATE_LIMIT_IP: '2', AUTH_RATE_LIMIT_ACCOUNT: '1000' });
    try {
      const from = (remoteAddress: string) => ({ remoteAddress });
      expect(
        (await signIn(t, 'a@example.in', 'x-wrong-1', from('2001:db8:1:2::1'))).statusCode,
      ).toBe(401);
      expect(
        (await signIn(t, 'b@example.in', 'x-wrong-2', from('2001:db8:1:2::abcd'))).statusCode,
      ).toBe(401);
      expectRateLimited(await signIn(t, 'c@example.in', 'x-wrong-3', from('2001:db8:1:2:ff::9')));
      // The neighbouring /64 is someone else.
      expect(
        (await signIn(t, 'd@example.in', 'x-wrong-4', from('2001:db8:1:3::1'))).statusCode,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a spoofed header does not reset the count', async () => {
    const t = await limitedApp({ AUTH_RATE_LIMIT_IP: '2', AUTH_RATE_LIMIT_ACCOUNT: '1000' });
    try {
      const spoofs = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
      expect(
        (await signIn(t, 'a@example.in', 'x-wrong-1', { forwardedFor: spoofs[0] })).statusCode,
      ).toBe(401);
      expect(
        (await signIn(t, 'b@example.in', 'x-wrong-2', { forwardedFor: spoofs[1] })).statusCode,
      ).toBe(401);
      expectRateLimited(await signIn(t, 'c@example.in', 'x-wrong-3', { forwardedFor: spoofs[2] }));
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const t = await limitedApp({
      AUTH_RATE_LIMIT_IP: '2',
      AUTH_RATE_LIMIT_ACCOUNT: '1000',
      TRUST_PROXY: '10.0.0.1',
    });
    try {
      const from = (forwardedFor: string) => ({ remoteAddress: '192.0.2.44', forwardedFor });
      expect((await signIn(t, 'a@example.in', 'x-wrong-1', from('198.51.100.1'))).statusCode).toBe(
        401,
      );
      expect((await signIn(t, 'b@example.in', 'x-wrong-2', from('198.51.100.2'))).statusCode).toBe(
        401,
      );
      expectRateLimited(await signIn(t, 'c@example.in', 'x-wrong-3', from('198.51.100.3')));
    } finally {
      await t.close();
    }
  });

  it('honours X-Forwarded-For from a trusted proxy: each client has its own count', async () => {
    const t = await limitedApp({
      AUTH_RATE_LIMIT_IP: '2',
      AUTH_RATE_LIMIT_ACCOUNT: '1000',
      TRUST_PROXY: '10.0.0.1',
    });
    try {
      const via = (client: string) => ({ remoteAddress: '10.0.0.1', forwardedFor: client });
      expect((await signIn(t, 'a@example.in', 'x-wrong-1', via('198.51.100.1'))).statusCode).toBe(
        401,
      );
      expect((await signIn(t, 'b@example.in', 'x-wrong-2', via('198.51.100.1'))).statusCode).toBe(
        401,
      );
      expectRateLimited(await signIn(t, 'c@example.in', 'x-wrong-3', via('198.51.100.1')));
      // A different client behind the same proxy is counted separately, and its session records
      // the client's address, not the proxy's.
      const signedIn = await signIn(t, victim.email, PASSWORD, via('198.51.100.2'));
      expect(signedIn.statusCode).toBe(200);
      const token = decodeURIComponent(String(signedIn.headers['set-auth-token'])).split('.')[0];
      const [session] = await setup.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, token ?? ''));
      expect(session?.ipAddress).toBe('198.51.100.2');
      // The proxy's own address is not what gets limited.
      expect((await signIn(t, 'd@example.in', 'x-wrong-4', via('198.51.100.3'))).statusCode).toBe(
        401,
      );
    } finally {
      await t.close();
    }
  });
});
