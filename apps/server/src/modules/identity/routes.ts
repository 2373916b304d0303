import { signInSchema, signUpSchema } from '@sheesham/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/types.ts';
import { zodFields } from '../../lib/field-errors.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { ipLimitKey } from '../../lib/ip-limit-key.ts';
import { noBody } from '../../lib/no-body.ts';
import { refuseOverLimit } from '../../lib/refuse-over-limit.ts';
import type { Limiters } from '../../lib/shared-limiters.ts';
import type { Auth } from './auth.ts';
import { sendWebResponse, toWebRequest } from './fetch-adapter.ts';
import { passwordResetEndpoints } from './password-reset-routes.ts';
import { passwordProblem } from './password-rules.ts';

const WINDOW_MS = 15 * 60 * 1000;
const RATE_LIMITED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
/** Paths whose attempts are counted: guessing passwords or creating accounts in bulk. */
const LIMITED_PATHS = new Set(['/api/identity/sign-in/email', '/api/identity/sign-up/email']);
/**
 * The only better-auth endpoints the shop exposes, matched exactly (so no spelling of a path can
 * dodge the checks above). The rest (update-user, change-email, admin/*, …) would bypass the
 * shop's validation or widen what a stolen token can do; the profile lives at /api/auth/profile.
 */
const EXPOSED_PATHS = new Set([
  ...LIMITED_PATHS,
  '/api/identity/get-session',
  '/api/identity/sign-out',
]);

export interface IdentityRoutesOptions {
  auth: Auth;
  /** For the password-reset endpoints' own checks. */
  db: Database;
  siteUrl: string;
  rateLimit: { perIp: number; perAccount: number };
  /** In memory, or shared by every instance through Redis. */
  limiters: Limiters;
}

/**
 * /api/identity/*: better-auth's handler behind the shop's own checks. Sign-up bodies are
 * validated with the shared schema and rebuilt from its fields, so nothing else (a role, say)
 * ever reaches better-auth.
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { limiters, rateLimit } = options;
  const passwordReset = passwordResetEndpoints(options);
  const exposedPaths = [...EXPOSED_PATHS, ...passwordReset.paths];
  const perIp = limiters.create('sign-in:ip', { max: rateLimit.perIp, windowMs: WINDOW_MS });
  const perAccount = limiters.create('sign-in:account', {
    max: rateLimit.perAccount,
    windowMs: WINDOW_MS,
  });

  /**
   * The IP first, and only an attempt the IP may make counts against the account: otherwise a
   * blocked client could keep spending (and so lock) a victim's allowance.
   */
  async function enforceLimits(request: FastifyRequest, reply: FastifyReply, email: string) {
    refuseOverLimit(reply, await perIp.hit(ipLimitKey(request.ip)), RATE_LIMITED);
    refuseOverLimit(reply, await perAccount.hit(email), RATE_LIMITED);
  }

  /** The body better-auth receives: rebuilt from the checked fields, never the raw body. */
  async function checkedBody(request: FastifyRequest, reply: FastifyReply, path: string) {
    if (path === '/api/identity/sign-up/email') {
      const parsed = signUpSchema.safeParse(request.body);
      if (!parsed.success)
        throw badRequest('Please correct the highlighted fields.', zodFields(parsed.error));
      await enforceLimits(request, reply, parsed.data.email);
      const { name, email, phone, password } = parsed.data;
      const problem = passwordProblem(password, email);
      if (problem) throw badRequest(problem, { password: problem });
      return { name, email, password, ...(phone ? { phone } : {}) };
    }
    if (path === '/api/identity/sign-in/email') {
      const parsed = signInSchema.safeParse(request.body);
      if (!parsed.success)
        throw badRequest('Enter your email and password.', zodFields(parsed.error));
      await enforceLimits(request, reply, parsed.data.email);
      return { email: parsed.data.email, password: parsed.data.password, rememberMe: true };
    }
    // get-session and sign-out take no fields.
    const parsed = noBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('This request takes no fields.', zodFields(parsed.error));
    return parsed.data;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/identity/*',
    // No zod schema (better-auth reads the request); the API reference lists the exposed paths.
    schema: {
      summary: 'Sign-up, sign-in, session and sign-out (better-auth)',
      description: `Only these paths answer, anything else is a 404: ${exposedPaths.join(', ')}. A sign-in, sign-up or password reset answers the session token in the \`set-auth-token\` header.`,
    },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      const reset = request.method === 'POST' ? passwordReset.handlerFor(path) : undefined;
      if (reset) return reset(request, reply);
      if (!EXPOSED_PATHS.has(path)) throw notFound('Not found');
      const body = await checkedBody(request, reply, path);
      const response = await options.auth.handler(toWebRequest(request, options.siteUrl, body));
      return sendWebResponse(reply, response);
    },
  });
};
