import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** With an https site, browsers are also told to upgrade any stray http:// request. */
  siteUrl: string;
}

/**
 * The app loads nothing from other hosts (fonts, images and scripts are all self-hosted), so the
 * policy names only 'self'. Inline styles stay allowed because UI primitives set style attributes.
 * JSON data blocks (store settings, JSON-LD) are not scripts, so they need no exception.
 */
export function contentSecurityPolicy(siteUrl: string) {
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

/** Security headers, compression, and the rate limiter that individual routes opt into. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(options.siteUrl),
      // Same-origin images and media only; nothing here is meant to be embedded elsewhere.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' }, // matches frame-ancestors 'none' for older browsers
      // HSTS only means something over https; on a plain-http origin it would be ignored anyway.
      strictTransportSecurity: options.siteUrl.startsWith('https://'),
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    // Not global: routes opt in with `config.rateLimit`. The key is request.ip, which only
    // honours X-Forwarded-For from the peers listed in TRUST_PROXY.
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
