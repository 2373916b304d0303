import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { postPhoto } from '../helpers/upload-photo.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/** Each S3 attempt gives up after this; with its one retry a call ends within about twice it. */
const TIMEOUT_MS = 400;
/** Both apps sign sessions alike, so the admin's cookie works on either (as on N instances). */
const AUTH_SECRET = 'an-outage-test-secret-that-is-long-enough';
/** What "a clean 503, not a hang" allows on a busy 2-core machine: well under any client's wait. */
const PROMPT_MS = 5_000;

/**
 * A frozen store: accepts TCP connections (as a stopped process's kernel still does) and never
 * answers a byte.
 */
async function blackHole() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let frozen: Awaited<ReturnType<typeof blackHole>>;
let s3: S3TestServer;
const frozenEnv: Record<string, string> = {};
beforeAll(async () => {
  frozen = await blackHole();
  s3 = await startS3Server();
  Object.assign(frozenEnv, s3.env, {
    S3_ENDPOINT: frozen.endpoint,
    S3_TIMEOUT_MS: `${TIMEOUT_MS}`,
    AUTH_SECRET,
  });
});
afterAll(async () => {
  await frozen?.close();
  await s3?.close();
});

// The app on the frozen store; the admin signs up through it (the database answers).
const t = useTestApp({ env: frozenEnv });
const admin = useAdmin(t);

const upload = (app: TestApp['app']) => postPhoto(app, admin.headers);

/** The response and how long it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

function expectUnavailable(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    error: {
      code: 'storage_unavailable',
      message: 'Images cannot be reached right now. Please try again soon.',
    },
  });
}

const MEDIA_URL = '/media/uploads/0123456789abcdef0123456789abcdef.webp';

describe('a frozen S3 store', () => {
  it('answers a media request with a JSON 503 within the timeout, not a hang', async () => {
    const { result, ms } = await timed(() => t.app.inject({ method: 'GET', url: MEDIA_URL }));
    expectUnavailable(result);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('answers an upload with a JSON 503 within the timeout', async () => {
    const { result, ms } = await timed(() => upload(t.app));
    expectUnavailable(result);
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('still renders a product page promptly, without og:image', async () => {
    const [product] = await insertProducts(t.db, [aProduct({ images: [MEDIA_URL] })]);
    const { result, ms } = await timed(() =>
      t.app.inject({ method: 'GET', url: `/product/${product?.id}` }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('<title>');
    expect(result.body).not.toContain('og:image');
    expect(ms).toBeLessThan(PROMPT_MS);
  });
});

describe('a stopped S3 store', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Shares the database (and the admin's session) with the first app, as a second instance would.
    app = await createTestApp(t.db, { env: { ...s3.env, AUTH_SECRET } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 at once while it is down, and serves again when it is back, without a restart', async () => {
    const uploaded = await upload(app.app);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url: string = uploaded.json().url;
    expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await s3.stop();
    const down = await timed(() => app.app.inject({ method: 'GET', url }));
    expectUnavailable(down.result);
    expect(down.ms).toBeLessThan(PROMPT_MS);
    expectUnavailable(await upload(app.app));

    await s3.start();
    const back = await app.app.inject({ method: 'GET', url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/webp');
  });
});
