import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import {
  AdminInputError,
  createOrPromoteAdmin,
  describeAdminOutcome,
} from '../../src/modules/identity/admin-accounts.ts';
import { signUp } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email, password },
  });
}

async function profileOf(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function roleOf(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row?.role;
}

describe('createOrPromoteAdmin', () => {
  it('creates an admin who can sign in with the hashed password', async () => {
    const outcome = await createOrPromoteAdmin(t.app.auth, {
      email: ' Owner@Sheesham.IN ',
      password: 'teak-and-brass-77',
      name: 'Shop Owner',
    });
    expect(outcome).toMatchObject({ action: 'created', email: 'owner@sheesham.in' });
    expect(describeAdminOutcome(outcome)).toBe('Admin account created for owner@sheesham.in.');

    const response = await signIn('owner@sheesham.in', 'teak-and-brass-77');
    expect(response.statusCode).toBe(200);
    const profile = await profileOf(String(response.headers['set-auth-token']));
    expect(profile.json()).toMatchObject({ fullName: 'Shop Owner', isAdmin: true });
  });

  it('promotes an existing customer without touching the password', async () => {
    const customer = await signUp(t.app, { password: 'walnut-and-cane-12' });
    expect(await roleOf(customer.email)).toBe('user');

    const outcome = await createOrPromoteAdmin(t.app.auth, { email: customer.email });
    expect(outcome).toMatchObject({
      action: 'promoted',
      userId: customer.id,
      passwordChanged: false,
    });
    expect(await roleOf(customer.email)).toBe('admin');
    // The existing session now sees the role.
    expect((await profileOf(customer.token)).json().isAdmin).toBe(true);
    expect((await signIn(customer.email, 'walnut-and-cane-12')).statusCode).toBe(200);

    const again = await createOrPromoteAdmin(t.app.auth, { email: customer.email });
    expect(again.action).toBe('already-admin');
  });

  it('replaces an existing user’s password and name when given, and ends their sessions', async () => {
    const customer = await signUp(t.app, { password: 'walnut-and-cane-12' });
    const outcome = await createOrPromoteAdmin(t.app.auth, {
      email: customer.email,
      password: 'mango-wood-and-jute-5',
      name: 'Promoted Person',
    });
    expect(outcome).toMatchObject({ action: 'promoted', passwordChanged: true });
    expect(describeAdminOutcome(outcome)).toMatch(/Password replaced/);

    expect((await profileOf(customer.token)).statusCode).toBe(401);
    expect((await signIn(customer.email, 'walnut-and-cane-12')).statusCode).toBe(401);
    const fresh = await signIn(customer.email, 'mango-wood-and-jute-5');
    expect(fresh.statusCode).toBe(200);
    const profile = await profileOf(String(fresh.headers['set-auth-token']));
    expect(profile.json()).toMatchObject({ fullName: 'Promoted Person', isAdmin: true });
  });

  const refusals: [string, Parameters<typeof createOrPromoteAdmin>[1], RegExp][] = [
    [
      'an invalid e-mail',
      { email: 'not-an-email', password: 'teak-and-brass-77', name: 'A' },
      /^Email: /,
    ],
    [
      'a new account without a password',
      { email: 'new1@example.in', name: 'New One' },
      /--name and --password/,
    ],
    [
      'a new account without a name',
      { email: 'new2@example.in', password: 'teak-and-brass-77' },
      /--name and --password/,
    ],
    [
      'a short password',
      { email: 'new3@example.in', password: 'short', name: 'N' },
      /^Password: .*at least 8/,
    ],
    [
      'a common password',
      { email: 'new4@example.in', password: 'Password123', name: 'N' },
      /too common/,
    ],
    [
      'the e-mail as password',
      { email: 'longname@example.in', password: 'longname', name: 'N' },
      /must not be your email/,
    ],
    [
      'a blank name',
      { email: 'new5@example.in', password: 'teak-and-brass-77', name: '  ' },
      /^Name: /,
    ],
  ];
  for (const [what, input, message] of refusals) {
    it(`refuses ${what} and creates nothing`, async () => {
      const attempt = createOrPromoteAdmin(t.app.auth, input);
      await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
      await expect(attempt).rejects.toThrow(message);
      expect(await roleOf(input.email.trim().toLowerCase())).toBeUndefined();
    });
  }

  it('refuses a common password for an existing user and leaves the role alone', async () => {
    const customer = await signUp(t.app);
    await expect(
      createOrPromoteAdmin(t.app.auth, { email: customer.email, password: 'iloveyou1' }),
    ).rejects.toThrow(/too common/);
    expect(await roleOf(customer.email)).toBe('user');
  });
});
