import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { sendAs } from '../helpers/send-as.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

function getProfile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
}

const putProfile = (account: TestAccount, payload: object) =>
  sendAs(t.app, account, 'PUT', '/api/auth/profile', payload);

const sync = (account: TestAccount, payload: object) =>
  sendAs(t.app, account, 'POST', '/api/auth/users/sync', payload);

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email, password },
  });
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('profile endpoints without a valid session', () => {
  const calls = [
    { method: 'GET', url: '/api/auth/profile' },
    { method: 'PUT', url: '/api/auth/profile', payload: { fullName: 'X', email: 'x@example.in' } },
    { method: 'POST', url: '/api/auth/users/sync', payload: { fullName: 'X' } },
  ] as const;

  for (const call of calls) {
    it(`${call.method} ${call.url} answers 401 without a token and with a bad one`, async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token' },
        { authorization: 'Basic abc' },
      ]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json().error.code).toBe('unauthorized');
      }
    });
  }

  it('answers 401 (not 400) to an invalid body without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { fullName: '' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/profile', () => {
  it('returns the signed-in user as a ProfileUser', async () => {
    const account = await signUp(t.app, { name: 'Meera Joshi', phone: '98290 12345' });
    const response = await getProfile(account.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      _id: account.id,
      fullName: 'Meera Joshi',
      email: account.email,
      phoneNumber: '+919829012345',
      createdAt: expect.any(String),
      isAdmin: false,
      signInPhone: null,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('says isAdmin for an admin', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    expect((await getProfile(admin.headers)).json().isAdmin).toBe(true);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates name, e-mail and phone, normalising them, and answers {user}', async () => {
    const account = await signUp(t.app);
    const response = await putProfile(account, {
      fullName: '  Kabir Singh ',
      email: `  Kabir.${Date.now()}@Example.IN `,
      phoneNumber: '+91-70000-12345',
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.fullName).toBe('Kabir Singh');
    expect(user.email).toMatch(/^kabir\.\d+@example\.in$/);
    expect(user.phoneNumber).toBe('+917000012345');
    expect(user._id).toBe(account.id);
    expect((await getProfile(account.headers)).json()).toEqual(user);
  });

  it('clears the phone number when it is sent empty', async () => {
    const account = await signUp(t.app, { phone: '9829012345' });
    const response = await putProfile(account, {
      fullName: account.name,
      email: account.email,
      phoneNumber: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.phoneNumber).toBeNull();
  });

  it('refuses invalid fields with field errors and changes nothing', async () => {
    const account = await signUp(t.app);
    const response = await putProfile(account, {
      fullName: ' ',
      email: 'not-an-email',
      phoneNumber: '12345',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'fullName', 'phoneNumber']);
    expect((await userRow(account.id))?.name).toBe(account.name);
  });

  it('answers 409 email_taken for an address another account uses, in any case', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const response = await putProfile(second, {
      fullName: second.name,
      email: first.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'email_taken', message: 'This email is already used by another account.' },
    });
    expect((await userRow(second.id))?.email).toBe(second.email);
  });

  it('keeps the own e-mail without a conflict', async () => {
    const account = await signUp(t.app);
    const response = await putProfile(account, { fullName: 'Same Mail', email: account.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(account.email);
  });

  it('moves sign-in to the new e-mail: the new one works, the old one does not', async () => {
    const account = await signUp(t.app, { password: 'rosewood-and-brass-7' });
    const newEmail = `moved-${Date.now()}@example.in`;
    expect(
      (await putProfile(account, { fullName: account.name, email: newEmail })).statusCode,
    ).toBe(200);

    const withNew = await signIn(newEmail, 'rosewood-and-brass-7');
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user.id).toBe(account.id);
    expect((await signIn(account.email, 'rosewood-and-brass-7')).statusCode).toBe(401);

    // better-auth's credential account is keyed by the user id, which did not change.
    const [credential] = await t.db.select().from(accounts).where(eq(accounts.userId, account.id));
    expect(credential?.providerId).toBe('credential');
    expect(credential?.accountId).toBe(account.id);
    // The existing session sees the new address too.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: account.headers,
    });
    expect(session.json().user.email).toBe(newEmail);
  });

  it('ignores a role or admin flag in the body', async () => {
    const account = await signUp(t.app);
    const response = await putProfile(account, {
      fullName: account.name,
      email: account.email,
      role: 'admin',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAdmin).toBe(false);
    expect((await userRow(account.id))?.role).toBe('user');
  });
});

describe('PUT /api/auth/profile e-mail changes per hour', () => {
  const LIMITED = 'Too many email changes. Please try again in an hour.';
  const stamp = Date.now();
  const address = (n: number) => `limit-${n}-${stamp}@example.in`;

  it('allows five changes an hour, counting refused ones; then 429 with Retry-After', async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    for (let n = 1; n <= 4; n++) {
      const response = await putProfile(account, { fullName: account.name, email: address(n) });
      expect(response.statusCode, `change ${n}`).toBe(200);
    }
    // A taken address counts too, so the limit also caps probing which addresses have accounts.
    const taken = await putProfile(account, { fullName: account.name, email: other.email });
    expect(taken.statusCode).toBe(409);
    const refused = await putProfile(account, { fullName: account.name, email: address(6) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: LIMITED } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await userRow(account.id))?.email).not.toBe(address(6));

    // Edits that keep the e-mail still go through, and other users are not affected.
    const rename = await putProfile(account, { fullName: 'Renamed Later', email: address(4) });
    expect(rename.statusCode).toBe(200);
    const elsewhere = await putProfile(other, { fullName: other.name, email: address(7) });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/auth/users/sync', () => {
  it('stores a valid name and phone and answers {user}, the same on a repeat', async () => {
    const account = await signUp(t.app);
    const payload = { clerkId: 'x', fullName: 'Rohan Mehta', phoneNumber: '9829011111' };
    const first = await sync(account, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      _id: account.id,
      fullName: 'Rohan Mehta',
      phoneNumber: '+919829011111',
      email: account.email,
    });
    const second = await sync(account, payload);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('never changes the e-mail or the role, and ignores invalid or missing values', async () => {
    const account = await signUp(t.app, { name: 'Isha Kapoor', phone: '9829022222' });
    const other = await signUp(t.app);
    const response = await sync(account, {
      email: other.email,
      fullName: '',
      phoneNumber: 'not a phone',
      role: 'admin',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: account.email,
      fullName: 'Isha Kapoor',
      phoneNumber: '+919829022222',
      isAdmin: false,
    });
    const row = await userRow(account.id);
    expect(row?.role).toBe('user');
    expect(row?.email).toBe(account.email);
  });

  it('keeps the stored phone when the body has none', async () => {
    const account = await signUp(t.app, { phone: '9829033333' });
    const response = await sync(account, { fullName: account.name, phoneNumber: null });
    expect(response.json().user.phoneNumber).toBe('+919829033333');
  });

  it('works without a body', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/sync',
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user._id).toBe(account.id);
  });

  it('changes only the caller: another user stays as they were', async () => {
    const caller = await signUp(t.app);
    const bystander = await signUp(t.app, { name: 'Bystander Bose' });
    await sync(caller, { _id: bystander.id, fullName: 'Changed Name' });
    expect((await userRow(bystander.id))?.name).toBe('Bystander Bose');
    expect((await userRow(caller.id))?.name).toBe('Changed Name');
  });
});
