import { describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../../src/plugins/api-docs.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** Fastify's `/orders/:id` is OpenAPI's `/orders/{id}`, and its wildcard `*` is `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

async function spec(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the API reference', () => {
  it('is OpenAPI 3.1 and lists every /api route of the route table, with its method', async () => {
    const document = await spec();
    expect(document.openapi).toBe('3.1.0');
    const apiRoutes = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith(API_DOCS_PREFIX) &&
        // Fastify adds a HEAD twin to every GET; the reference lists the GET.
        route.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(50);
    const missing = apiRoutes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Nothing else: the storefront's pages, sitemaps and media are not the API.
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('describes a route from its zod schemas (parameters and responses)', async () => {
    const document = await spec();
    const getOrder = document.paths['/api/orders/{id}']?.get as {
      parameters?: { name: string; in: string }[];
      responses?: Record<string, unknown>;
    };
    expect(getOrder.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(Object.keys(getOrder.responses ?? {})).toContain('200');
  });

  it('serves Swagger UI at /api/docs from this server, under the site CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // No CDN: every script and stylesheet is a relative URL on this origin.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('https:');
    const scripts = [...page.body.matchAll(/<script src="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toContain('static/swagger-initializer.js');
    for (const script of scripts) {
      const file = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/${script}` });
      expect(file.statusCode, script).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
  });
});
