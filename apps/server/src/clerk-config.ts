import { createPublicKey } from 'node:crypto';
import { z } from 'zod';

/*
 * Who keeps the accounts (docs/decisions/045-clerk-mode.md): the shop's own (better-auth, the
 * default) or a Clerk instance. Read from the environment with the rest of the configuration in
 * config.ts, and validated at start like all of it.
 */

export const AUTH_PROVIDERS = ['builtin', 'clerk'] as const;
export type AuthProviderName = (typeof AUTH_PROVIDERS)[number];

export interface ClerkSettings {
  publishableKey: string;
  /** The instance's Frontend API host, from the publishable key: where Clerk's browser bundle lives. */
  frontendApiHost: string;
  /** The instance's PEM public key (RSA), so a session token is verified with no network call. */
  jwtKey: string;
  /** The origins a session token may have been made for (its `azp` claim). */
  authorizedParties: string[];
}

/** Clerk's own default tolerance between its clock and ours. */
export const CLERK_CLOCK_SKEW_MS = 5_000;

const PUBLISHABLE_KEY = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/;
const FRONTEND_API_HOST = /^[a-z0-9.-]+\.[a-z]{2,}$/i;

/**
 * The Frontend API host a publishable key carries: `pk_test_` + base64 of `host$`. Null when the
 * key is not one.
 */
export function frontendApiHostOf(publishableKey: string): string | null {
  const match = PUBLISHABLE_KEY.exec(publishableKey);
  if (!match?.[2]) return null;
  const decoded = Buffer.from(match[2], 'base64').toString('utf8');
  if (!decoded.endsWith('$')) return null;
  const host = decoded.slice(0, -1);
  return FRONTEND_API_HOST.test(host) ? host : null;
}

/**
 * A PEM as it arrives from an environment file: the dashboard's key pasted on one line with `\n`
 * escapes works as well as a real multi-line value.
 */
function pemOf(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

/** Why a PEM is not an RSA public key of at least 2048 bits, or null when it is one. */
export function jwtKeyProblem(value: string): string | null {
  try {
    const key = createPublicKey(pemOf(value));
    if (key.asymmetricKeyType !== 'rsa') return 'must be an RSA public key';
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return bits >= 2048 ? null : 'must be an RSA key of at least 2048 bits';
  } catch {
    return "must be the instance's PEM public key (-----BEGIN PUBLIC KEY----- …)";
  }
}

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** An origin exactly as a browser sends it: scheme, host and port, no path or trailing slash. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

export const clerkEnvShape = {
  AUTH_PROVIDER: z
    .enum(AUTH_PROVIDERS, { message: `must be ${AUTH_PROVIDERS.join(' or ')}` })
    .default('builtin'),
  CLERK_PUBLISHABLE_KEY: z.string().trim().optional(),
  CLERK_JWT_KEY: z.string().optional(),
  CLERK_AUTHORIZED_PARTIES: commaList.optional(),
};

type ClerkEnv = {
  AUTH_PROVIDER: AuthProviderName;
  CLERK_PUBLISHABLE_KEY?: string | undefined;
  CLERK_JWT_KEY?: string | undefined;
  CLERK_AUTHORIZED_PARTIES?: string[] | undefined;
};

/** Every problem of the Clerk settings, so one start shows them all. */
export function clerkEnvProblems(e: ClerkEnv): { path: string; message: string }[] {
  if (e.AUTH_PROVIDER !== 'clerk') return [];
  const problems: { path: string; message: string }[] = [];
  if (!e.CLERK_PUBLISHABLE_KEY) {
    problems.push({
      path: 'CLERK_PUBLISHABLE_KEY',
      message: 'is required when AUTH_PROVIDER=clerk',
    });
  } else if (!frontendApiHostOf(e.CLERK_PUBLISHABLE_KEY)) {
    problems.push({
      path: 'CLERK_PUBLISHABLE_KEY',
      message: "must be the instance's publishable key (pk_test_… or pk_live_…)",
    });
  }
  if (!e.CLERK_JWT_KEY) {
    problems.push({ path: 'CLERK_JWT_KEY', message: 'is required when AUTH_PROVIDER=clerk' });
  } else {
    const problem = jwtKeyProblem(e.CLERK_JWT_KEY);
    if (problem) problems.push({ path: 'CLERK_JWT_KEY', message: problem });
  }
  for (const party of e.CLERK_AUTHORIZED_PARTIES ?? []) {
    if (!isOrigin(party)) {
      problems.push({
        path: 'CLERK_AUTHORIZED_PARTIES',
        message: `"${party}" is not an origin such as https://shop.example.in (no path, no trailing slash)`,
      });
    }
  }
  // Without it Clerk checks no `azp`, and a token made for another site would pass.
  if (!e.CLERK_AUTHORIZED_PARTIES?.length) {
    problems.push({
      path: 'CLERK_AUTHORIZED_PARTIES',
      message: "is required when AUTH_PROVIDER=clerk: the shop's own origins, comma-separated",
    });
  }
  return problems;
}

/** The Clerk settings when AUTH_PROVIDER=clerk (already validated by clerkEnvProblems). */
export function clerkSettings(e: ClerkEnv): ClerkSettings | undefined {
  if (e.AUTH_PROVIDER !== 'clerk' || !e.CLERK_PUBLISHABLE_KEY || !e.CLERK_JWT_KEY) return undefined;
  return {
    publishableKey: e.CLERK_PUBLISHABLE_KEY,
    frontendApiHost: frontendApiHostOf(e.CLERK_PUBLISHABLE_KEY) ?? '',
    jwtKey: pemOf(e.CLERK_JWT_KEY),
    authorizedParties: e.CLERK_AUTHORIZED_PARTIES ?? [],
  };
}
