import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frontendApiHostOf } from './clerk-config.ts';
import { ConfigError, loadConfig } from './config.ts';

const pem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();
const PUBLISHABLE = `pk_test_${Buffer.from('shop-42.clerk.accounts.dev$').toString('base64')}`;
const KEY = pem(2048);

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('Clerk mode settings', () => {
  it('are off by default: the built-in accounts, with their demo accounts', () => {
    const config = loadConfig({});
    expect(config.authProvider).toBe('builtin');
    expect(config.clerk).toBeUndefined();
    expect(config.seedDemoAccounts).toBe(true);
  });

  it('read the publishable key, the PEM (also with \\n escapes) and the authorized parties', () => {
    const config = loadConfig({
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: PUBLISHABLE,
      CLERK_JWT_KEY: KEY.replace(/\n/g, '\\n'),
      CLERK_AUTHORIZED_PARTIES: 'https://shop.example.in, http://localhost:3000',
    });
    expect(config.clerk).toEqual({
      publishableKey: PUBLISHABLE,
      frontendApiHost: 'shop-42.clerk.accounts.dev',
      jwtKey: KEY.trim(),
      authorizedParties: ['https://shop.example.in', 'http://localhost:3000'],
    });
    expect(config.seedDemoAccounts).toBe(false);
  });

  it('name every missing setting at once', () => {
    expect(problems({ AUTH_PROVIDER: 'clerk' })).toEqual([
      'CLERK_PUBLISHABLE_KEY: is required when AUTH_PROVIDER=clerk',
      'CLERK_JWT_KEY: is required when AUTH_PROVIDER=clerk',
      "CLERK_AUTHORIZED_PARTIES: is required when AUTH_PROVIDER=clerk: the shop's own origins, comma-separated",
    ]);
    expect(problems({ AUTH_PROVIDER: 'okta' })).toEqual([
      'AUTH_PROVIDER: must be builtin or clerk',
    ]);
  });

  it('refuse a key that is not the instance’s RSA public key, and parties that are not origins', () => {
    const found = problems({
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: 'sk_test_secret',
      CLERK_JWT_KEY: pem(1024),
      CLERK_AUTHORIZED_PARTIES: 'https://shop.example.in/',
    });
    expect(found).toEqual([
      "CLERK_PUBLISHABLE_KEY: must be the instance's publishable key (pk_test_… or pk_live_…)",
      'CLERK_JWT_KEY: must be an RSA key of at least 2048 bits',
      expect.stringMatching(
        /^CLERK_AUTHORIZED_PARTIES: "https:\/\/shop.example.in\/" is not an origin/,
      ),
    ]);
    expect(
      problems({
        AUTH_PROVIDER: 'clerk',
        CLERK_PUBLISHABLE_KEY: PUBLISHABLE,
        CLERK_JWT_KEY: 'not a pem',
        CLERK_AUTHORIZED_PARTIES: 'https://shop.example.in',
      }),
    ).toEqual([
      "CLERK_JWT_KEY: must be the instance's PEM public key (-----BEGIN PUBLIC KEY----- …)",
    ]);
  });

  it('decode the Frontend API host from a publishable key', () => {
    expect(frontendApiHostOf(PUBLISHABLE)).toBe('shop-42.clerk.accounts.dev');
    expect(frontendApiHostOf(`pk_live_${Buffer.from('clerk.shop.in$').toString('base64')}`)).toBe(
      'clerk.shop.in',
    );
    expect(
      frontendApiHostOf(`pk_test_${Buffer.from('no-dollar.dev').toString('base64')}`),
    ).toBeNull();
    expect(frontendApiHostOf('pk_test_')).toBeNull();
  });
});
