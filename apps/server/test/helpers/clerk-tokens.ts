import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/**
 * A Clerk instance for tests, with no network (docs/decisions/045): an RSA-2048 key pair whose
 * public half the shop gets as CLERK_JWT_KEY, and session tokens signed with the private half the
 * way Clerk signs them (RS256, typ JWT, the default claims and the README's custom claims).
 */
export const CLERK_TEST_ORIGIN = 'https://shop.example.in';
// pk_test_ + base64("sheesham-test.clerk.accounts.dev$")
export const CLERK_TEST_PUBLISHABLE_KEY = `pk_test_${Buffer.from('sheesham-test.clerk.accounts.dev$').toString('base64')}`;

export interface ClerkTestInstance {
  /** What a test app needs in its environment to run in Clerk mode. */
  env: Record<string, string>;
  privateKey: KeyObject;
}

export function clerkTestInstance(): ClerkTestInstance {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    env: {
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: CLERK_TEST_PUBLISHABLE_KEY,
      CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      CLERK_AUTHORIZED_PARTIES: CLERK_TEST_ORIGIN,
    },
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface ClerkTokenOptions {
  sub?: string;
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  isAdmin?: unknown;
  azp?: string | null;
  /** Seconds from now; negative is in the past. */
  expiresIn?: number;
  notBeforeIn?: number;
  alg?: string;
  /** Sign with this key instead of the instance's (a forged token). */
  signWith?: KeyObject;
}

let users = 0;
/** A new Clerk user id, as Clerk spells them. */
export const newClerkUserId = () => `user_test${Date.now().toString(36)}${(users++).toString(36)}`;

/** A session token as the instance would mint it, with each claim overridable. */
export function clerkToken(instance: ClerkTestInstance, options: ClerkTokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = options.sub ?? newClerkUserId();
  const claims: Record<string, unknown> = {
    sub,
    sid: `sess_${sub}`,
    iss: 'https://sheesham-test.clerk.accounts.dev',
    iat: now,
    nbf: now + (options.notBeforeIn ?? -5),
    exp: now + (options.expiresIn ?? 60),
    azp: options.azp === undefined ? CLERK_TEST_ORIGIN : options.azp,
    email: options.email === undefined ? `${sub}@example.in` : options.email,
    name: options.name === undefined ? 'Clerk Shopper' : options.name,
    phone: options.phone ?? null,
    metadata: options.isAdmin === undefined ? {} : { isAdmin: options.isAdmin },
  };
  for (const key of Object.keys(claims)) if (claims[key] === null) delete claims[key];
  const alg = options.alg ?? 'RS256';
  const head = `${base64url(JSON.stringify({ alg, typ: 'JWT', kid: 'ins_test' }))}.${base64url(JSON.stringify(claims))}`;
  const signature =
    alg === 'none'
      ? base64url('unsigned')
      : sign('sha256', Buffer.from(head), options.signWith ?? instance.privateKey);
  return `${head}.${base64url(signature)}`;
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
