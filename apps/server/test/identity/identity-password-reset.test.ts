import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, verifications } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useMailingTestApp } from '../helpers/use-mailing-test-app.ts';

// Password reset by e-mail (docs/decisions/055): better-auth's flow behind the shop's checks, its
// mail through the outbox. The working link exists only in the mail as sent, so these tests read
// it at the SMTP sink.
const { t, sink } = useMailingTestApp();
const admin = useAdmin(t);

const PASSWORD = 'carved-teak-bench-41';
const NEW_PASSWORD = 'brass-inlay-mirror-77';
const MASKED_LINK = 'https://shop.example.in/reset-password?token=•••';
const LINK_INVALID = {
  error: {
    code: 'reset_link_invalid',
    message: 'This link is invalid, has expired or was already used. Ask for a new one.',
  },
};

/** Each test asks from its own address, so the per-IP allowance of one never spills into another. */
let ipSequence = 0;
const nextIp = () => `10.20.${Math.floor(++ipSequence / 200)}.${(ipSequence % 200) + 1}`;

const customer = () => signUp(t.app, { password: PASSWORD });

const requestReset = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/request-password-reset',
    payload: { email },
    remoteAddress,
  });

const resetPassword = (token: string, password = NEW_PASSWORD, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/reset-password',
    payload: { token, password },
    remoteAddress,
  });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const profileStatus = async (headers: { authorization: string }) =>
  (await t.app.inject({ url: '/api/auth/profile', headers })).statusCode;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Several scrypt hashes a test (sign-up, sign-in, the reset): slow on a busy 2-core machine. */
const SLOW = { timeout: 90_000 };

/** The tokens of the reset mails `email` received, oldest first, once the worker has sent them. */
async function mailedTokens(email: string): Promise<string[]> {
  // The mail is queued after the answer (decision 055), then sent by the worker.
  await t.app.backgroundTasks.idle();
  await t.app.mailWorker?.idle();
  const mails = await sink.to(email, /Reset your .* password/);
  return mails.map((mail) => {
    const match = /https:\/\/shop\.example\.in\/reset-password\?token=([\w-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
    expect(mail.html).toContain(match[0]);
    return match[1];
  });
}

async function mailedToken(account: TestAccount): Promise<string> {
  const response = await requestReset(account.email);
  expect(response.statusCode).toBe(200);
  const tokens = await mailedTokens(account.email);
  expect(tokens.length).toBeGreaterThan(0);
  return tokens.at(-1) as string;
}

describe('asking for a reset link', SLOW, () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the account', async () => {
    const account = await customer();
    const unknown = `nobody-${Date.now()}@example.in`;

    const known = await requestReset(account.email);
    const stranger = await requestReset(unknown);

    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toEqual({
      message:
        'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once, within 1 hour.',
    });
    expect(await mailedTokens(account.email)).toHaveLength(1);
    expect(await mailedTokens(unknown)).toHaveLength(0);
  });

  it('keeps the link masked in the outbox, the admin Mail view and the verifications table', async () => {
    const account = await customer();
    const token = await mailedToken(account);
    expect(token).toMatch(/^[\w-]{32}$/);

    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email));
    expect(row?.kind).toBe('password_reset');
    expect(row?.status).toBe('sent');
    expect(row?.text).toContain(MASKED_LINK);
    expect(row?.html).toContain(`href="${MASKED_LINK}"`);
    expect(JSON.stringify(row)).not.toContain(token);

    const detail = await t.app.inject({
      url: `/api/admin/mail/${row?.id}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().text).toContain(MASKED_LINK);
    expect(detail.body).not.toContain(token);

    const stored = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).toMatch(/^reset-password-sha256:[\w-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    // What the table holds is no working token either (better-auth also looks tokens up unhashed).
    const storedHash = stored[0]?.identifier.split(':')[1] as string;
    expect((await resetPassword(storedHash)).json()).toEqual(LINK_INVALID);
  });

  it('refuses a malformed e-mail with a field message', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Enter a valid email address');
  });
});

describe('using the link', SLOW, () => {
  it('sets the new password once, signs this browser in and every other session out', async () => {
    const account = await customer();
    const elsewhere = await signIn(account.email, PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    const elsewhereHeaders = bearer(String(elsewhere.headers['set-auth-token']));
    const token = await mailedToken(account);

    const reset = await resetPassword(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(account.email);
    // Bearer only (decision 007): the session comes in set-auth-token, never as a cookie.
    expect(reset.headers['set-cookie']).toBeUndefined();
    const newSession = bearer(String(reset.headers['set-auth-token']));
    expect(await profileStatus(newSession)).toBe(200);

    expect(await profileStatus(account.headers)).toBe(401);
    expect(await profileStatus(elsewhereHeaders)).toBe(401);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(token, 'another-fresh-password-9');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(LINK_INVALID);
    expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works only for its own account', async () => {
    const owner = await customer();
    const bystander = await customer();
    const token = await mailedToken(owner);

    expect((await resetPassword(token)).statusCode).toBe(200);

    expect((await signIn(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(bystander.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(bystander.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect(await profileStatus(bystander.headers)).toBe(200);
  });

  it('stops working after an hour', async () => {
    const account = await customer();
    const token = await mailedToken(account);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, account.id));

    const response = await resetPassword(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual(LINK_INVALID);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('expires an hour after the request', async () => {
    const account = await customer();
    const before = Date.now();
    await mailedToken(account);
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, account.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('ends the earlier links of the account once one is used', async () => {
    const account = await customer();
    await requestReset(account.email);
    await requestReset(account.email);
    const [first, second] = await mailedTokens(account.email);

    expect((await resetPassword(second as string)).statusCode).toBe(200);
    expect((await resetPassword(first as string, 'a-third-new-password-5')).statusCode).toBe(410);
  });

  it('lets one of five concurrent uses of a link through', async () => {
    const account = await customer();
    const token = await mailedToken(account);

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => resetPassword(token, `${NEW_PASSWORD}-${i}`)),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 410, 410, 410, 410]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await signIn(account.email, `${NEW_PASSWORD}-${winner}`)).statusCode).toBe(200);
  });

  it("holds the new password to sign-up's rules", async () => {
    const account = await customer();
    const token = await mailedToken(account);

    const short = await resetPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters');
    const common = await resetPassword(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toMatch(/too common/);
    const ownEmail = await resetPassword(token, account.email);
    expect(ownEmail.statusCode).toBe(400);
    expect(ownEmail.json().error.fields.password).toMatch(/must not be your email/);

    // Refused passwords do not use the link up.
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it('answers an unknown token with 410 and a missing one with 400', async () => {
    expect((await resetPassword('no-such-token-at-all')).json()).toEqual(LINK_INVALID);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/identity/reset-password',
      payload: { password: NEW_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.token).toBeDefined();
  });
});

describe('rate limits', SLOW, () => {
  const RATE_LIMITED = {
    error: {
      code: 'rate_limited',
      message: 'Too many password reset attempts. Please try again in an hour.',
    },
  };

  it('allows 3 requests per e-mail and hour, for unknown addresses alike, from any IP', async () => {
    const account = await customer();
    const unknown = `nobody-limited-${Date.now()}@example.in`;
    for (const email of [account.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mailedTokens(account.email)).toHaveLength(3);
  });

  it('allows 10 requests and reset attempts per IP and hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      expect((await requestReset(`someone-${i}-${Date.now()}@example.in`, ip)).statusCode).toBe(
        200,
      );
    }
    for (let i = 0; i < 4; i++) {
      expect((await resetPassword(`guess-${i}`, NEW_PASSWORD, ip)).statusCode).toBe(410);
    }
    expect((await requestReset(`someone-else-${Date.now()}@example.in`, ip)).json()).toEqual(
      RATE_LIMITED,
    );
    expect((await resetPassword('guess-more', NEW_PASSWORD, ip)).statusCode).toBe(429);
    // Another address is not held up.
    expect((await requestReset(`someone-else-${Date.now()}@example.in`)).statusCode).toBe(200);
  });
});
