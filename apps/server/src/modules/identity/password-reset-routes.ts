import {
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@sheesham/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/types.ts';
import { zodFields } from '../../lib/field-errors.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { ipLimitKey } from '../../lib/ip-limit-key.ts';
import { refuseOverLimit } from '../../lib/refuse-over-limit.ts';
import type { Limiters } from '../../lib/shared-limiters.ts';
import type { Auth } from './auth.ts';
import { sendWebResponse, toWebRequest } from './fetch-adapter.ts';
import { findResetAccount, forgetResetLinks } from './password-reset.ts';
import { passwordProblem } from './password-rules.ts';

const REQUEST_PATH = '/api/identity/request-password-reset';
const RESET_PATH = '/api/identity/reset-password';
const SIGN_IN_PATH = '/api/identity/sign-in/email';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Reset mails per e-mail address and hour: enough for a lost mail or two, too few to flood an
 * inbox. Counted for unknown addresses too, so the limit tells nothing about accounts.
 */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Reset requests and reset attempts per IP (an IPv6 client per /64) and hour. */
export const RESET_ATTEMPTS_PER_IP = 10;
const RATE_LIMITED = 'Too many password reset attempts. Please try again in an hour.';

const linkInvalid = () => new HttpError(410, 'reset_link_invalid', PASSWORD_RESET_LINK_INVALID);

export interface PasswordResetEndpointOptions {
  auth: Auth;
  db: Database;
  siteUrl: string;
  limiters: Limiters;
}

/**
 * better-auth's request-password-reset and reset-password behind the shop's checks
 * (docs/decisions/055): bodies validated with the shared schemas and rebuilt from their fields,
 * limits per IP and per e-mail, the password rules of sign-up, and a session for the browser
 * that set the new password (every other session of the account has ended).
 */
export function passwordResetEndpoints({
  auth,
  db,
  siteUrl,
  limiters,
}: PasswordResetEndpointOptions) {
  const perIp = limiters.create('password-reset:ip', {
    max: RESET_ATTEMPTS_PER_IP,
    windowMs: HOUR_MS,
  });
  const perEmail = limiters.create('password-reset:email', {
    max: RESET_REQUESTS_PER_EMAIL,
    windowMs: HOUR_MS,
  });
  const betterAuth = (request: FastifyRequest, body: unknown, path?: string) =>
    auth.handler(toWebRequest(request, siteUrl, body, path));

  /** The same answer for every well-formed e-mail: whether it has an account never shows. */
  async function requestReset(request: FastifyRequest, reply: FastifyReply) {
    const parsed = passwordResetRequestSchema.safeParse(request.body);
    if (!parsed.success) throw badRequest('Enter a valid email address.', zodFields(parsed.error));
    // The IP first, so a blocked client cannot spend an address's allowance (as sign-in does).
    refuseOverLimit(reply, await perIp.hit(ipLimitKey(request.ip)), RATE_LIMITED);
    refuseOverLimit(reply, await perEmail.hit(parsed.data.email), RATE_LIMITED);
    const response = await betterAuth(request, { email: parsed.data.email });
    if (!response.ok) return sendWebResponse(reply, response);
    return reply.send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
  }

  /** The mailed token and a new password: 410 for a link that is unknown, used or expired. */
  async function resetPassword(request: FastifyRequest, reply: FastifyReply) {
    const parsed = passwordResetSchema.safeParse(request.body);
    if (!parsed.success)
      throw badRequest('Please correct the highlighted fields.', zodFields(parsed.error));
    refuseOverLimit(reply, await perIp.hit(ipLimitKey(request.ip)), RATE_LIMITED);
    const { token, password } = parsed.data;
    const account = await findResetAccount(db, token);
    if (!account) throw linkInvalid();
    const problem = passwordProblem(password, account.email);
    if (problem) throw badRequest(problem, { password: problem });
    // better-auth uses the token once (a concurrent second use gets a 400), sets the password
    // and ends every session of the account.
    const reset = await betterAuth(request, { token, newPassword: password });
    if (reset.status === 400) throw linkInvalid();
    if (!reset.ok) return sendWebResponse(reply, reset);
    await forgetResetLinks(db, account.id);
    const signIn = { email: account.email, password, rememberMe: true };
    return sendWebResponse(reply, await betterAuth(request, signIn, SIGN_IN_PATH));
  }

  const handlers = new Map([
    [REQUEST_PATH, requestReset],
    [RESET_PATH, resetPassword],
  ]);
  return {
    paths: [...handlers.keys()],
    /** The handler for `path`, when it is one of these two. */
    handlerFor: (path: string) => handlers.get(path),
  };
}
