import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** With an https site, browsers are also told to upgrade stray http:// requests and keep https. */
  siteUrl: string;
  /**
   * Razorpay mode: the checkout loads Checkout.js from checkout.razorpay.com and its payment form
   * in a frame from api.razorpay.com, so the policy names those hosts (and only then).
   */
  razorpayCheckout?: boolean;
  /**
   * Clerk mode: the sign-in page loads Clerk's browser bundle from the instance's Frontend API host
   * and talks to it, with Cloudflare's bot check and Clerk's avatars (docs/decisions/045), so the
   * policy names those hosts (and only then).
   */
  clerkFrontendApiHost?: string;
  /** CSP sources for the inline scripts the server writes itself, by hash ('sha256-…'). */
  inlineScriptSources?: string[];
  /** Where @fastify/rate-limit counts: its own in-memory store unless given one (Redis, decision 024). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

/** Hosts another service's page code needs, per directive. */
interface ThirdPartySources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  worker: string[];
}

const NO_SOURCES: ThirdPartySources = { script: [], frame: [], connect: [], img: [], worker: [] };

/** Razorpay's Checkout.js, its frame and the calls it makes from the page (decision 008). */
const RAZORPAY_SOURCES: ThirdPartySources = {
  ...NO_SOURCES,
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** Clerk's components, as Clerk's CSP guide lists them, for one instance's Frontend API. */
function clerkSources(frontendApiHost: string): ThirdPartySources {
  const frontendApi = `https://${frontendApiHost}`;
  return {
    script: [frontendApi, 'https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [frontendApi],
    img: ['https://img.clerk.com'],
    worker: ["'self'", 'blob:'],
  };
}

function mergeSources(all: ThirdPartySources[]): ThirdPartySources {
  const merged: ThirdPartySources = { script: [], frame: [], connect: [], img: [], worker: [] };
  for (const sources of all) {
    for (const key of Object.keys(merged) as (keyof ThirdPartySources)[]) {
      merged[key].push(...sources[key]);
    }
  }
  return merged;
}

/**
 * The app loads nothing from other hosts (fonts, images and scripts are all self-hosted), so the
 * policy names only 'self', the hashes of the server's own inline scripts (one: start-after-paint),
 * plus Razorpay's hosts in Razorpay mode and Clerk's in Clerk mode. Inline styles stay allowed
 * because UI primitives set style attributes. JSON data blocks (store settings, JSON-LD) are not
 * scripts, so they need no exception.
 */
function contentSecurityPolicy(
  siteUrl: string,
  extra: ThirdPartySources,
  inlineScripts: string[],
): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, ...extra.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...extra.connect],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(extra.frame.length > 0 ? { frameSrc: extra.frame } : {}),
      ...(extra.worker.length > 0 ? { workerSrc: extra.worker } : {}),
      ...(siteUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

function helmetOptions({
  siteUrl,
  razorpayCheckout = false,
  clerkFrontendApiHost,
  inlineScriptSources = [],
}: SecurityOptions): HelmetOptions {
  const https = siteUrl.startsWith('https://');
  const extra = mergeSources([
    razorpayCheckout ? RAZORPAY_SOURCES : NO_SOURCES,
    clerkFrontendApiHost ? clerkSources(clerkFrontendApiHost) : NO_SOURCES,
  ]);
  return {
    contentSecurityPolicy: contentSecurityPolicy(siteUrl, extra, inlineScriptSources),
    // Razorpay's frame opens bank and wallet pages in popups that report back to it; 'same-origin'
    // would cut those popups off, so Razorpay mode allows them (still isolated from other openers).
    crossOriginOpenerPolicy: {
      policy: razorpayCheckout ? 'same-origin-allow-popups' : 'same-origin',
    },
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
    const headers = computeHelmetHeaders(helmetOptions(options));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Not global: routes opt in with `config.rateLimit`. The key is request.ip, which only
    // honours X-Forwarded-For from the peers listed in TRUST_PROXY.
    await app.register(rateLimit, {
      global: false,
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    });
  },
  { name: 'security' },
);
