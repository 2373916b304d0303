import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { verifiedSessionToken } from '../../src/modules/identity/session-user.ts';
import { signUp } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The bearer check's one-statement path (decision 043) must decide exactly as better-auth's
// getSession does: these are the cases it hands to better-auth, and what better-auth then does.
const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

function profile(authorization: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
}

/** The session token inside a bearer token (`<token>.<signature>`, URL-encoded). */
function sessionToken(bearer: string) {
  return decodeURIComponent(bearer).split('.')[0] ?? '';
}

async function sessionOf(bearer: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, sessionToken(bearer)));
  return row;
}

describe('the bearer session lookup', () => {
  it('reads the user as it is now: a role given after sign-in counts at once', async () => {
    const account = await signUp(t.app);
    const stats = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: account.headers });
    expect((await stats()).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    expect((await stats()).statusCode).toBe(200);
  });

  it('extends a session once a day has passed since it was last extended, as better-auth does', async () => {
    const account = await signUp(t.app);
    const almostExpired = new Date(Date.now() + 2 * DAY_MS);
    await t.db
      .update(sessions)
      .set({ expiresAt: almostExpired })
      .where(eq(sessions.token, sessionToken(account.token)));
    expect((await profile(account.headers.authorization)).statusCode).toBe(200);
    const session = await sessionOf(account.token);
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('refuses an expired session and deletes it', async () => {
    const account = await signUp(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, sessionToken(account.token)));
    expect((await profile(account.headers.authorization)).statusCode).toBe(401);
    expect(await sessionOf(account.token)).toBeUndefined();
  });

  it('refuses a signed-out session', async () => {
    const account = await signUp(t.app);
    await t.db.delete(sessions).where(eq(sessions.token, sessionToken(account.token)));
    expect((await profile(account.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses a token whose signature is not the secret’s', async () => {
    const account = await signUp(t.app);
    const [token] = decodeURIComponent(account.token).split('.');
    const forged = `${token}.${Buffer.alloc(32, 7).toString('base64')}`;
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${encodeURIComponent(forged)}`)).statusCode).toBe(401);
  });

  it('still accepts the bare session token, as better-auth’s bearer plugin does', async () => {
    const account = await signUp(t.app);
    expect((await profile(`Bearer ${sessionToken(account.token)}`)).statusCode).toBe(200);
  });
});

describe('verifiedSessionToken', () => {
  const secret = 'a-test-secret-of-enough-length-0123456789';
  const sign = (value: string) =>
    `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

  it('returns the session token of a validly signed bearer token, encoded or not', () => {
    expect(verifiedSessionToken(`Bearer ${sign('abc')}`, secret)).toBe('abc');
    expect(verifiedSessionToken(`bearer ${encodeURIComponent(sign('abc'))}`, secret)).toBe('abc');
  });

  it('returns null for what better-auth must judge: unsigned, forged, malformed', () => {
    expect(verifiedSessionToken('Bearer abc', secret)).toBeNull();
    expect(verifiedSessionToken(`Bearer ${sign('abc')}x`, secret)).toBeNull();
    expect(verifiedSessionToken(`Bearer ${sign('abd').replace('abd', 'abc')}`, secret)).toBeNull();
    expect(verifiedSessionToken(`Bearer a.b.${sign('c')}`, secret)).toBeNull();
    expect(verifiedSessionToken('Bearer %E0%A4%A', secret)).toBeNull();
  });
});
