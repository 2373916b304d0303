import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, smsMessages, users, verifications } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import {
  codeFromSmsView,
  enterCode,
  freshMobile,
  requestCode,
  wrongCode,
} from '../helpers/phone-codes.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  // A number gets one code per 30 seconds: tests that ask twice move the clock on instead of waiting.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

/** Past the resend wait, so the same number may be sent another code. */
function afterResendWait() {
  vi.setSystemTime(Date.now() + 31_000);
}

async function sendAndRead(phone: string) {
  afterResendWait();
  const sent = await requestCode(t.app, phone);
  expect(sent.statusCode).toBe(200);
  return codeFromSmsView(t.app, admin, phone);
}

function profileOf(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('sign-in by SMS code (sandbox provider)', () => {
  it('makes the account on the first sign-in and signs the same account in the next time', async () => {
    const phone = freshMobile();
    const first = await enterCode(t.app, phone, await sendAndRead(phone));
    expect(first.statusCode).toBe(200);
    const token = String(first.headers['set-auth-token']);
    expect(token.length).toBeGreaterThan(20);
    const profile = (await profileOf(token)).json();
    expect(profile).toMatchObject({
      fullName: 'Customer',
      email: '',
      phoneNumber: phone,
      signInPhone: phone,
    });

    const again = await enterCode(t.app, phone, await sendAndRead(phone));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
    const rows = await t.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(rows).toHaveLength(1);
  });

  it('accepts the number in any common spelling and stores it as +91XXXXXXXXXX', async () => {
    const phone = freshMobile();
    const spelled = `0${phone.slice(3, 8)} ${phone.slice(8)}`;
    expect((await requestCode(t.app, spelled)).statusCode).toBe(200);
    const code = await codeFromSmsView(t.app, admin, phone);
    expect((await enterCode(t.app, `+91-${phone.slice(3)}`, code)).statusCode).toBe(200);
  });

  it('refuses a number that is not an Indian mobile and a code that is not 6 digits', async () => {
    const badNumber = await requestCode(t.app, '12345');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().error.fields.phoneNumber).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
    const badCode = await enterCode(t.app, freshMobile(), '12ab');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields.code).toBe('Enter the 6-digit code from the SMS');
  });

  it('stores the code hashed; only the sandbox SMS holds it', async () => {
    const phone = freshMobile();
    const code = await sendAndRead(phone);
    const [stored] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `phone-number-otp-${phone}`));
    expect(stored?.value).toMatch(/^[A-Za-z0-9_-]{43}:0$/);
    expect(stored?.value).not.toContain(code);
    const expiresInMs = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60 * 1000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60 * 1000);
    const [sms] = await t.db.select().from(smsMessages).where(eq(smsMessages.recipient, phone));
    expect(sms).toMatchObject({ provider: 'sandbox', status: 'held' });
    expect(sms?.text).toContain(code);
  });

  it('answers a known and an unknown number the same way', async () => {
    const known = freshMobile();
    expect((await enterCode(t.app, known, await sendAndRead(known))).statusCode).toBe(200);
    const unknown = freshMobile();

    afterResendWait();
    const [toKnown, toUnknown] = [
      await requestCode(t.app, known),
      await requestCode(t.app, unknown),
    ];
    expect(toKnown.statusCode).toBe(toUnknown.statusCode);
    expect(toKnown.body).toBe(toUnknown.body);

    const knownCode = await codeFromSmsView(t.app, admin, known);
    const unknownCode = await codeFromSmsView(t.app, admin, unknown);
    const [wrongKnown, wrongUnknown] = [
      await enterCode(t.app, known, wrongCode(knownCode)),
      await enterCode(t.app, unknown, wrongCode(unknownCode)),
    ];
    expect(wrongKnown.statusCode).toBe(400);
    expect(wrongKnown.body).toBe(wrongUnknown.body);
  });

  it('locks a code after 5 wrong entries: even the right code is refused then', async () => {
    const phone = freshMobile();
    const code = await sendAndRead(phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await enterCode(t.app, phone, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: 'invalid_code' });
    }
    const locked = await enterCode(t.app, phone, code);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      error: { code: 'code_locked', message: 'Too many wrong codes. Ask for a new code.' },
    });
    expect((await enterCode(t.app, phone, code)).json().error.code).toBe('code_expired');
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses a code after its 10 minutes', async () => {
    const phone = freshMobile();
    const code = await sendAndRead(phone);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `phone-number-otp-${phone}`));
    const late = await enterCode(t.app, phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'code_expired',
      message: 'This code has expired. Ask for a new code.',
    });
  });

  it('lets a code be used once: of two entries at the same time, one signs in', async () => {
    const phone = freshMobile();
    const code = await sendAndRead(phone);
    const answers = await Promise.all([
      enterCode(t.app, phone, code),
      enterCode(t.app, phone, code),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(user).toBeDefined();
    const open = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(open).toHaveLength(1);
  });
});

describe('adding a proven number to an account', () => {
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await signUp(t.app);
  });

  it('adds the number after a code, and the number then signs in to that account', async () => {
    const phone = freshMobile();
    const added = await enterCode(t.app, phone, await sendAndRead(phone), {
      addToAccount: true,
      headers: customer.headers,
    });
    expect(added.statusCode).toBe(200);
    expect((await profileOf(customer.token)).json()).toMatchObject({
      email: customer.email,
      signInPhone: phone,
    });
    const signedIn = await enterCode(t.app, phone, await sendAndRead(phone));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(customer.id);
  });

  it('refuses a number that already signs in to another account', async () => {
    const phone = freshMobile();
    await enterCode(t.app, phone, await sendAndRead(phone));
    const taken = await enterCode(t.app, phone, await sendAndRead(phone), {
      addToAccount: true,
      headers: customer.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('phone_taken');
  });

  it('needs a session to add a number', async () => {
    const response = await enterCode(t.app, freshMobile(), '123456', { addToAccount: true });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/sms', () => {
  it('is for admins only', async () => {
    const customer = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms' })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('lists the newest message first with a total count', async () => {
    const phone = freshMobile();
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms?limit=1',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(1);
    expect(response.json()).toEqual([
      expect.objectContaining({ recipient: phone, provider: 'sandbox', status: 'held' }),
    ]);
  });
});
