import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** With an https site, browsers are also told to upgrade stray http:// requests and keep https. */
  siteUrl: string;
}

/**
 * The app loads nothing from other hosts (fonts, images and scripts are all self-hosted), so the
 * policy names only 'self'. Inline styles stay allowed because UI primitives set style attributes.
 * JSON data blocks (store settings, JSON-LD) are not scripts, so they need no exception.
 */
function contentSecurityPolicy(siteUrl: string): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(siteUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

function helmetOptions(siteUrl: string): HelmetOptions {
  const https = siteUrl.startsWith('https://');
  return {
    contentSecurityPolicy: contentSecurityPolicy(siteUrl),
    // Same-origin images and media only; nothing here is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' }, // matches frame-ancestors 'none' for older browsers
    // HSTS only means something over https; on a plain-http origin browsers ignore it anyway.
    strictTransportSecurity: https,
  };
}

/**
 * Helmet's headers do not depend on the request (no nonces here), so they are computed once by
 * running helmet against a recording response, instead of per request as @fastify/helmet does
 * (which cost about 75 µs of CPU per request; docs/decisions/004-catalogue-response-speed.md).
 */
function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers on every response, and the rate limiter that individual routes opt into. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const headers = computeHelmetHeaders(helmetOptions(options.siteUrl));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Not global: routes opt in with `config.rateLimit`. The key is request.ip, which only
    // honours X-Forwarded-For from the peers listed in TRUST_PROXY.
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
