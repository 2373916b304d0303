import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import {
  codeFromSmsView,
  enterCode,
  freshMobile,
  requestCode,
  wrongCode,
} from '../helpers/phone-codes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const setup = useTestApp();

beforeAll(() => {
  // The windows are counted on the clock: tests move it on instead of waiting.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

function expectLimited(response: Awaited<ReturnType<typeof requestCode>>, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'rate_limited', message } });
  return Number(response.headers['retry-after']);
}

describe('per number', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(setup.db);
    admin = await signUpAdmin(t.app, setup.db);
  });
  afterAll(() => t?.close());

  it('sends one code per 30 seconds; another number is not held up', async () => {
    const phone = freshMobile();
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    const retryAfter = expectLimited(
      await requestCode(t.app, phone),
      'Please wait 30 seconds before asking for another code.',
    );
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await requestCode(t.app, freshMobile())).statusCode).toBe(200);
    later(31_000);
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const phone = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(t.app, phone)).statusCode).toBe(200);
      later(31_000);
    }
    expectLimited(
      await requestCode(t.app, phone),
      'Too many codes were sent to this number. Please try again in an hour.',
    );
    later(60 * 60 * 1000);
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
  });

  it('takes at most 10 code entries per 15 minutes for one number, across its codes', async () => {
    const phone = freshMobile();
    for (let round = 0; round < 2; round++) {
      later(31_000);
      await requestCode(t.app, phone);
      const code = await codeFromSmsView(t.app, admin, phone);
      for (let i = 0; i < 5; i++) {
        expect((await enterCode(t.app, phone, wrongCode(code))).statusCode).toBe(400);
      }
    }
    later(31_000);
    await requestCode(t.app, phone);
    const code = await codeFromSmsView(t.app, admin, phone);
    expectLimited(
      await enterCode(t.app, phone, code),
      'Too many codes were tried for this number. Please wait a few minutes.',
    );
  });
});

describe('per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(setup.db, { env: { AUTH_RATE_LIMIT_IP: '3' } });
  });
  afterAll(() => t?.close());

  it('counts codes asked from one address, whatever the number', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await requestCode(t.app, freshMobile(), { remoteAddress: '203.0.113.7' })).statusCode,
      ).toBe(200);
    }
    const phone = freshMobile();
    expectLimited(
      await requestCode(t.app, phone, { remoteAddress: '203.0.113.7' }),
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    // The refused attempt did not spend the number's own allowance.
    expect((await requestCode(t.app, phone, { remoteAddress: '198.51.100.9' })).statusCode).toBe(
      200,
    );
  });
});
