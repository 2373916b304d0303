import {
  PHONE_CODE_CHECKS_PER_WINDOW,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODES_PER_HOUR,
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
} from '@sheesham/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { zodFields } from '../../lib/field-errors.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/http-error.ts';
import { ipLimitKey } from '../../lib/ip-limit-key.ts';
import { refuseOverLimit } from '../../lib/refuse-over-limit.ts';
import type { Limiters } from '../../lib/shared-limiters.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Auth } from './auth.ts';
import { sendWebResponse, toWebRequest } from './fetch-adapter.ts';
import { hashPhoneCode } from './phone-sign-in.ts';

const MINUTE_MS = 60 * 1000;
const RATE_LIMITED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const WAIT_FOR_RESEND = `Please wait ${PHONE_CODE_RESEND_SECONDS} seconds before asking for another code.`;
const TOO_MANY_CODES = 'Too many codes were sent to this number. Please try again in an hour.';
const TOO_MANY_CHECKS = 'Too many codes were tried for this number. Please wait a few minutes.';

/** better-auth's answers to a code, in the shop's words (same for known and unknown numbers). */
const CODE_ERRORS: Record<string, HttpError> = {
  invalid_otp: new HttpError(
    400,
    'invalid_code',
    'That code is not right. Check the SMS and try again.',
    { code: 'That code is not right' },
  ),
  otp_expired: new HttpError(400, 'code_expired', 'This code has expired. Ask for a new code.'),
  otp_not_found: new HttpError(400, 'code_expired', 'This code has expired. Ask for a new code.'),
  too_many_attempts: new HttpError(403, 'code_locked', 'Too many wrong codes. Ask for a new code.'),
  phone_number_exist: new HttpError(
    409,
    'phone_taken',
    'This number already signs in to another account.',
    { phoneNumber: 'This number already signs in to another account' },
  ),
  // addToAccount with a token that names no session.
  user_not_found: unauthorized(),
};

export interface PhoneRoutesOptions {
  auth: Auth;
  siteUrl: string;
  /** Attempts per client IP per 15 minutes, as for sign-in by e-mail (AUTH_RATE_LIMIT_IP). */
  perIp: number;
  limiters: Limiters;
}

function parsed<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw badRequest('Please correct the highlighted fields.', zodFields(result.error));
  return result.data;
}

/**
 * Sign-in by SMS code (docs/decisions/056-sign-in-by-sms-code.md): the phone-number plugin's two
 * endpoints, behind the shop's checks. Static routes, so they answer before identity's
 * `/identity/*`, which refuses every other spelling of these paths. Every number gets the same
 * answers: a code is sent to any valid number, and a first sign-in makes the account.
 */
export const phoneRoutes: FastifyPluginAsync<PhoneRoutesOptions> = async (app, options) => {
  const { auth, limiters, siteUrl } = options;
  const perIp = limiters.create('phone-code:ip', { max: options.perIp, windowMs: 15 * MINUTE_MS });
  const resend = limiters.create('phone-code:resend', {
    max: 1,
    windowMs: PHONE_CODE_RESEND_SECONDS * 1000,
  });
  const codesPerHour = limiters.create('phone-code:sent', {
    max: PHONE_CODES_PER_HOUR,
    windowMs: 60 * MINUTE_MS,
  });
  const checks = limiters.create('phone-code:checks', {
    max: PHONE_CODE_CHECKS_PER_WINDOW,
    windowMs: 15 * MINUTE_MS,
  });

  /** better-auth answers; an error it knows becomes the shop's own, anything else passes on. */
  async function forward(request: FastifyRequest, reply: FastifyReply, body: object) {
    const response = await auth
      .handler(toWebRequest(request, siteUrl, body))
      .catch((error: unknown) => {
        // Two accounts proving one number at once: the unique constraint lets one have it.
        if (isUniqueViolation(error)) throw CODE_ERRORS.phone_number_exist;
        throw error;
      });
    if (response.status >= 400 && response.status < 500) {
      const answer = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string } | null;
      const known = CODE_ERRORS[answer?.code?.toLowerCase() ?? ''];
      if (known) throw known;
    }
    return sendWebResponse(reply, response);
  }

  app.post(
    '/identity/phone-number/send-otp',
    { schema: { summary: 'Send a sign-in code by SMS to an Indian mobile number' } },
    async (request, reply) => {
      const { phoneNumber } = parsed(phoneCodeRequestSchema, request.body);
      // The IP first; a refused attempt does not spend the number's allowance.
      refuseOverLimit(reply, await perIp.hit(ipLimitKey(request.ip)), RATE_LIMITED);
      refuseOverLimit(reply, await resend.hit(phoneNumber), WAIT_FOR_RESEND);
      refuseOverLimit(reply, await codesPerHour.hit(phoneNumber), TOO_MANY_CODES);
      return forward(request, reply, { phoneNumber });
    },
  );

  app.post(
    '/identity/phone-number/verify',
    {
      schema: {
        summary:
          'Sign in with the code (a first sign-in makes the account), or with addToAccount and a session, add the number to the account',
      },
    },
    async (request, reply) => {
      const { phoneNumber, code, addToAccount } = parsed(phoneCodeVerifySchema, request.body);
      if (addToAccount && !request.headers.authorization) throw unauthorized();
      refuseOverLimit(reply, await perIp.hit(ipLimitKey(request.ip)), RATE_LIMITED);
      refuseOverLimit(reply, await checks.hit(phoneNumber), TOO_MANY_CHECKS);
      const { secret } = await auth.$context;
      const body = {
        phoneNumber,
        // Compared with the stored hash as it is (phone-sign-in.ts).
        code: hashPhoneCode(secret, phoneNumber, code),
        // A first sign-in's account gets the number as its contact phone too.
        ...(addToAccount ? { updatePhoneNumber: true } : { phone: phoneNumber }),
      };
      return forward(request, reply, body);
    },
  );
};
