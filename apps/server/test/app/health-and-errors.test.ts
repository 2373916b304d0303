import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/store', () => {
  it('returns the store settings from configuration', async () => {
    const custom = await createTestApp(t.db, {
      env: { STORE_NAME: 'Sheesham Udaipur', STORE_CITY: 'Udaipur' },
    });
    try {
      const response = await custom.app.inject({ method: 'GET', url: '/api/store' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Sheesham Udaipur',
        city: 'Udaipur',
        hours: 'Mon-Sun 9 AM-9 PM',
        siteUrl: 'https://shop.example.in',
      });
    } finally {
      await custom.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `Not found: ${method} /api/no-such-thing` },
      });
    }
  });

  it('never sends a stack trace or an internal message with a 500', async () => {
    const withBoom = await createTestApp(t.db, {
      extend: (app) =>
        app.get('/api/test-boom', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        }),
    });
    try {
      const response = await withBoom.app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
      expect(response.body).not.toMatch(/hunter2|stack|\.ts:\d+/);
    } finally {
      await withBoom.close();
    }
  });
});

describe('when the database is gone', () => {
  it('health answers 503 and catalogue reads a generic JSON 500', async () => {
    const broken = await createTestDatabase();
    const b = await createTestApp(broken.db);
    try {
      await broken.close();
      const health = await b.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'error' });

      const list = await b.app.inject({ method: 'GET', url: '/api/products' });
      expect(list.statusCode).toBe(500);
      expect(list.json().error.code).toBe('internal_error');
      expect(list.body).not.toMatch(/pool|closed|PGlite|\.ts:\d+/i);
    } finally {
      await b.close();
    }
  });
});
