import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_CSP_SOURCE } from '../../src/modules/web/index.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it.each(['/', '/api/products', '/api/no-such-thing', '/robots.txt'])(
    'sends a strict CSP and the helmet headers on %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp).toMatchObject({
        'default-src': "'self'",
        // 'self' and, by its hash, the one inline script the server writes (decision 035).
        'script-src': `'self' ${START_AFTER_PAINT_CSP_SOURCE}`,
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
      });
      // No remote host anywhere in the policy.
      expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:|\*/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('tells browsers to stay on https when the site is served over https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('compresses pages and API responses for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
