import { signInSchema, signUpSchema } from '@sheesham/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error.ts';
import { zodFields } from '../../lib/zod-fields.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
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
  siteUrl: string;
  rateLimit: { perIp: number; perAccount: number };
}

/**
 * /api/identity/*: better-auth's handler behind the shop's own checks. Sign-up bodies are
 * validated with the shared schema and rebuilt from its fields, so nothing else (a role, say)
 * ever reaches better-auth.
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const perIp = new AttemptLimiter({ max: options.rateLimit.perIp, windowMs: WINDOW_MS });
  const perAccount = new AttemptLimiter({ max: options.rateLimit.perAccount, windowMs: WINDOW_MS });

  function enforceLimits(request: FastifyRequest, reply: FastifyReply, email: string) {
    for (const check of [perIp.hit(request.ip), perAccount.hit(email)]) {
      if (!check.allowed) {
        reply.header('retry-after', String(check.retryAfterSeconds));
        throw tooManyRequests(RATE_LIMITED);
      }
    }
  }

  /** The body better-auth receives, or undefined to forward the request's own. */
  function checkedBody(request: FastifyRequest, reply: FastifyReply, path: string) {
    if (path === '/api/identity/sign-up/email') {
      const parsed = signUpSchema.safeParse(request.body);
      if (!parsed.success)
        throw badRequest('Please correct the highlighted fields.', zodFields(parsed.error));
      enforceLimits(request, reply, parsed.data.email);
      const { name, email, phone, password } = parsed.data;
      const problem = passwordProblem(password, email);
      if (problem) throw badRequest(problem, { password: problem });
      return { name, email, password, ...(phone ? { phone } : {}) };
    }
    if (path === '/api/identity/sign-in/email') {
      const parsed = signInSchema.safeParse(request.body);
      if (!parsed.success)
        throw badRequest('Enter your email and password.', zodFields(parsed.error));
      enforceLimits(request, reply, parsed.data.email);
      return { email: parsed.data.email, password: parsed.data.password, rememberMe: true };
    }
    return undefined;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/identity/*',
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      if (!EXPOSED_PATHS.has(path)) throw notFound('Not found');
      const body = LIMITED_PATHS.has(path) ? checkedBody(request, reply, path) : request.body;
      const response = await options.auth.handler(toWebRequest(request, options.siteUrl, body));
      return sendWebResponse(reply, response);
    },
  });
};

/** Only the headers better-auth needs, plus the proxy-aware client IP in our own header. */
function toWebRequest(request: FastifyRequest, siteUrl: string, body: unknown): Request {
  const headers = new Headers();
  for (const name of ['authorization', 'cookie', 'origin', 'referer', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  // The public origin, so better-auth's origin check compares like with like behind a proxy.
  const origin = request.headers.origin ?? siteUrl;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/** better-auth answers {code, message} on errors; the shop's clients read {error:{code,message}}. */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400 || !text) return reply.send(text || null);
  let message = 'The request could not be completed.';
  let code = 'identity_error';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    message = parsed.message ?? message;
    code = parsed.code?.toLowerCase() ?? code;
  } catch {
    // Not JSON: keep the generic message.
  }
  return reply.type('application/json; charset=utf-8').send({ error: { code, message } });
}
