import { z } from 'zod';
import { normalizeIndianMobile } from './identity.ts';
import { singleLineString } from './single-line.ts';

/*
 * Sign-in with a one-time code by SMS (docs/decisions/056-sign-in-by-sms-code.md): the rules the
 * server enforces and the form shows, kept here once.
 */

/** Digits in a code. */
export const PHONE_CODE_LENGTH = 6;
/** A code works this long after it was sent. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong entries a code survives; the next entry (even the right code) finds it locked. */
export const PHONE_CODE_MAX_TRIES = 5;
/** One code per number this often: the form's "Resend" waits as long as the server does. */
export const PHONE_CODE_RESEND_SECONDS = 30;
/** Codes one number may be sent per hour, whoever asks. */
export const PHONE_CODES_PER_HOUR = 5;
/** Code entries one number may make per 15 minutes, across its codes. */
export const PHONE_CODE_CHECKS_PER_WINDOW = 10;

/** A required Indian mobile number in any common spelling, normalised to +91XXXXXXXXXX. */
export const indianMobileSchema = singleLineString('Mobile number')
  .min(1, 'Enter your mobile number')
  .max(20, 'Enter a valid 10-digit Indian mobile number')
  .transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return phone;
  });

/** POST /identity/phone-number/send-otp. */
export const phoneCodeRequestSchema = z.object({ phoneNumber: indianMobileSchema });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[0-9]{${PHONE_CODE_LENGTH}}$`),
    `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS`,
  );

/**
 * POST /identity/phone-number/verify: signs in (creating the account on a first sign-in), or with
 * `addToAccount` and a session, adds the proven number to the signed-in account.
 */
export const phoneCodeVerifySchema = z.object({
  phoneNumber: indianMobileSchema,
  code: phoneCodeSchema,
  addToAccount: z.boolean().optional(),
});
export type PhoneCodeVerify = z.input<typeof phoneCodeVerifySchema>;

/** The text of the SMS (the MSG91 template must say the same, with its variable for the code). */
export function signInCodeText(code: string, shopName: string): string {
  return `${code} is your ${shopName} sign-in code. It is valid for ${PHONE_CODE_TTL_MINUTES} minutes. Do not share it with anyone.`;
}
