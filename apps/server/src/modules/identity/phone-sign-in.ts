import { createHmac } from 'node:crypto';
import {
  normalizeIndianMobile,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_MINUTES,
} from '@sheesham/shared';
import { phoneNumber } from 'better-auth/plugins';

/**
 * Sign-in with a one-time code by SMS through better-auth's phone-number plugin
 * (docs/decisions/056-sign-in-by-sms-code.md). The plugin makes the code, keeps it in
 * `verifications` as `<code>:<wrong tries>` with its expiry, consumes it atomically and counts
 * wrong tries; the shop adds the rules below.
 */

/** Delivers a code (the sms module, wired in app.ts); rejects when it could not be sent. */
export type SendSignInCode = (phone: string, code: string) => Promise<void>;

/** The plugin's identifier for a number's sign-in code. */
const CODE_IDENTIFIER_PREFIX = 'phone-number-otp-';
/** The only plugin endpoint that writes a fresh code (the others rewrite a stored one). */
const SEND_CODE_PATH = '/phone-number/send-otp';

/**
 * A code as stored and compared: an HMAC of the number and the code under the auth secret. A
 * 6-digit code hashed without a key would fall to a million guesses; keyed, a copy of the table
 * alone reveals nothing. routes hash the code a shopper types the same way before better-auth
 * compares it with the stored one.
 */
export function hashPhoneCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('base64url');
}

/** Accounts made by a first sign-in by phone have no e-mail yet: a placeholder no mail goes to. */
export const PHONE_PLACEHOLDER_EMAIL_DOMAIN = 'phone.invalid';

export function isPhonePlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${PHONE_PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** The name such an account carries until its owner gives one (the header then says "Customer"). */
export const PHONE_ACCOUNT_NAME = 'Customer';

type VerificationRow = { identifier: string; value: string };

/**
 * better-auth's verification hook that stores a fresh code hashed. Only the send endpoint writes
 * a plain code (`<code>:0`); a wrong entry rewrites the stored, already hashed value with one more
 * try counted, which must stay as it is.
 */
function hashFreshCodes(secret: string) {
  return async (row: VerificationRow, ctx: { path?: string } | null | undefined) => {
    if (ctx?.path !== SEND_CODE_PATH || !row.identifier.startsWith(CODE_IDENTIFIER_PREFIX)) return;
    const phone = row.identifier.slice(CODE_IDENTIFIER_PREFIX.length);
    const [code = '', tries = '0'] = row.value.split(':');
    return { data: { ...row, value: `${hashPhoneCode(secret, phone, code)}:${tries}` } };
  };
}

/** The plugin and the verification hook auth.ts installs. */
export function phoneSignIn(secret: string, sendCode: SendSignInCode) {
  return {
    plugin: phoneNumber({
      otpLength: PHONE_CODE_LENGTH,
      expiresIn: PHONE_CODE_TTL_MINUTES * 60,
      allowedAttempts: PHONE_CODE_MAX_TRIES,
      // routes.ts has normalised the number already; anything else never reaches the plugin.
      phoneNumberValidator: (phone) => normalizeIndianMobile(phone) === phone,
      sendOTP: ({ phoneNumber: phone, code }) => sendCode(phone, code),
      // A first sign-in makes the account, as Indian shops do: the number is the account, the
      // name and e-mail come later from the profile.
      signUpOnVerification: {
        getTempEmail: (phone) => `${phone.slice(1)}@${PHONE_PLACEHOLDER_EMAIL_DOMAIN}`,
        getTempName: () => PHONE_ACCOUNT_NAME,
      },
    }),
    verificationHooks: { create: { before: hashFreshCodes(secret) } },
  };
}
