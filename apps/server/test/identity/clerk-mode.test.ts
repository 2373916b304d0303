import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { bearer, clerkTestInstance, clerkToken, newClerkUserId } from '../helpers/clerk-tokens.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const clerk = clerkTestInstance();
const t = useTestApp({ env: clerk.env });

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

async function localRows(clerkId: string) {
  return t.db.select().from(users).where(eq(users.clerkId, clerkId));
}

describe('Clerk mode: session tokens verified with the instance key, no network', () => {
  it('signs a valid token in, and makes its local user once', async () => {
    const sub = newClerkUserId();
    const first = await profile(clerkToken(clerk, { sub, email: 'Asha@Example.in' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'asha@example.in', fullName: 'Clerk Shopper' });
    const again = await profile(clerkToken(clerk, { sub, email: 'asha@example.in' }));
    expect(again.json()._id).toBe(first.json()._id);
    expect(await localRows(sub)).toHaveLength(1);
  });

  it.each([
    ['expired', { expiresIn: -60 }],
    ['not yet valid', { notBeforeIn: 60 }],
    [
      'signed with another key',
      { signWith: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
    ],
    ['alg none', { alg: 'none' }],
    ['made for another site', { azp: 'https://evil.example.com' }],
    ['without an authorized party', { azp: null }],
  ])('refuses a token %s with 401, and writes nothing', async (_case, options) => {
    const sub = newClerkUserId();
    const res = await profile(clerkToken(clerk, { sub, ...options }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await localRows(sub)).toHaveLength(0);
  });

  it('accepts a token within the clock skew', async () => {
    const res = await profile(clerkToken(clerk, { expiresIn: -2 }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token without an e-mail claim, saying which claim to add', async () => {
    const res = await profile(clerkToken(clerk, { email: null }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/Customize session token/);
  });

  it('takes admins from publicMetadata.isAdmin, on every request', async () => {
    const sub = newClerkUserId();
    const products = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) });
    expect((await products(clerkToken(clerk, { sub, isAdmin: true }))).statusCode).toBe(200);
    // Revoked in Clerk: the next token decides.
    expect((await products(clerkToken(clerk, { sub }))).statusCode).toBe(403);
    // Only the boolean true counts.
    expect((await products(clerkToken(clerk, { sub, isAdmin: 'true' }))).statusCode).toBe(403);
    const [row] = await localRows(sub);
    expect(row?.role).toBe('user');
  });

  it('keeps the local id when the Clerk user changes their e-mail', async () => {
    const sub = newClerkUserId();
    const before = await profile(clerkToken(clerk, { sub, email: `${sub}-old@example.in` }));
    const after = await profile(clerkToken(clerk, { sub, email: `${sub}-new@example.in` }));
    expect(after.json()).toMatchObject({ _id: before.json()._id, email: `${sub}-new@example.in` });
  });

  it('answers get-session for a Clerk token and null without one; serves no built-in sign-in', async () => {
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: bearer(clerkToken(clerk, { isAdmin: true, name: 'Meera Shah' })),
    });
    expect(session.json().user).toMatchObject({ name: 'Meera Shah', role: 'admin' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/identity/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    for (const url of ['/api/identity/sign-in/email', '/api/identity/sign-up/email']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'a@example.in', password: 'sheesham-test-pass-42', name: 'A' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the Content-Security-Policy in Clerk mode', () => {
  it("names the instance's Frontend API, Cloudflare's bot check and Clerk's images, and no more", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const api = 'https://sheesham-test.clerk.accounts.dev';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${api} https://challenges.cloudflare.com`));
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${api};`));
    expect(csp).toContain("img-src 'self' data: blob: https://img.clerk.com;");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com;');
    expect(csp).toContain("worker-src 'self' blob:;");
  });
});

describe('POST /api/auth/users/sync in Clerk mode', () => {
  const sync = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/users/sync',
      headers: bearer(token),
      payload: body,
    });

  it('upserts by the token’s clerkId with the full name and first phone number', async () => {
    const sub = newClerkUserId();
    const res = await sync(clerkToken(clerk, { sub }), {
      clerkId: sub,
      email: `${sub}@example.in`,
      fullName: 'Ravi Kumar',
      phoneNumber: '+91 98290 12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: 'Ravi Kumar', phoneNumber: '+919829012345' });
  });

  it('is idempotent under 10 concurrent calls for a new user: one row, one id', async () => {
    const sub = newClerkUserId();
    const token = clerkToken(clerk, { sub });
    const body = {
      clerkId: sub,
      email: `${sub}@example.in`,
      fullName: 'Ten At Once',
      phoneNumber: null,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => sync(token, body)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.json().user._id)).size).toBe(1);
    expect(await localRows(sub)).toHaveLength(1);
  });

  it('never takes the clerkId or e-mail from the body', async () => {
    const sub = newClerkUserId();
    const res = await sync(clerkToken(clerk, { sub }), {
      clerkId: 'user_someone_else',
      email: 'someone-else@example.in',
      fullName: 'Body Says',
    });
    expect(res.json().user.email).toBe(`${sub}@example.in`);
    expect(await localRows('user_someone_else')).toHaveLength(0);
  });

  it('never merges a Clerk user into a built-in account with the same e-mail: 409', async () => {
    // A built-in account's row, as a shop that moves to Clerk keeps them.
    const email = `owner-${Date.now()}@example.in`;
    await t.db.insert(users).values({ id: randomUUID(), name: 'Shop Owner', email });
    const sub = newClerkUserId();
    const res = await sync(clerkToken(clerk, { sub, email }), { fullName: 'Impostor' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'email_taken' } });
    expect(res.json().error.message).toMatch(/signs in with a password/);
    expect(await localRows(sub)).toHaveLength(0);
  });
});
