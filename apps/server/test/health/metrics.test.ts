import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForMetrics } from '../../src/modules/metrics/index.ts';
import { signUp } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_IP: '2' } });

/** The value of one sample line, e.g. `name{label="x"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a missing or wrong token with the JSON error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('times requests per route pattern, not per URL', async () => {
    const product = await insertProduct(t.db, { name: 'Metrics chair' });
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    const text = await scrape();
    expect(text).toContain(
      'sheesham_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}',
    );
    expect(text).not.toContain(product.id);
  });

  it('counts orders placed, concurrent ones included, and reads the outbox backlog', async () => {
    const before = await scrape();
    const placedBefore = sample(before, 'sheesham_orders_placed_total{payment_method="cod"}') ?? 0;
    const product = await insertProduct(t.db, { stock: 10 });
    const customer = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        postOrder(t.app, customer, orderBody([{ product_id: product.id, quantity: 1 }])),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const after = await scrape();
    expect(sample(after, 'sheesham_orders_placed_total{payment_method="cod"}')).toBe(
      placedBefore + 4,
    );
    // Each order queues the customer's and the staff's mail; no worker runs in tests.
    expect(sample(after, 'sheesham_mail_outbox_backlog')).toBeGreaterThanOrEqual(8);
    expect(sample(after, 'sheesham_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'sheesham_db_pool_size')).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(sample(after, 'sheesham_db_pool_total')).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'sheesham_db_pool_waiting')).toBe(0);
    }
  });

  it('counts limiter refusals per route', async () => {
    const series = 'sheesham_limiter_refusals_total{route="/api/identity/*"}';
    const before = sample(await scrape(), series) ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        payload: { email: `nobody-${i}@example.in`, password: 'wrong-password-42' },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBe(2);
    expect(sample(await scrape(), series)).toBe(before + refused);
  });
});

describe('metrics exposure', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp(t.db, { database: t.database });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('without METRICS_TOKEN, /metrics on the main port is a 404 page without metrics', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sheesham_');
  });

  it('METRICS_PORT serves the same text, unauthenticated, on its own port only', async () => {
    const server = await listenForMetrics(plain.app.metrics, 0, '127.0.0.1');
    try {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('sheesham_mail_outbox_backlog');
      const other = await fetch(`${base}/api/products`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
