import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue #24 item 14: a working link's token never reaches a log line, whatever logs the URL: the
// access line, the `req` serializer, a message quoting the URL.

const SECRET = 'Zq3sEcReT-tOkEn_9f8e7d6c5b4a';

/** Every JSON line the app's logger writes, as written. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database.db, {
    // The production options at the development default level (every request has a line).
    logger: { ...loggerOptions({ logLevel: 'debug', nodeEnv: 'production' }), stream: capture },
    extend: (app) =>
      app.get('/api/test/log-request', async (request) => {
        request.log.info({ req: request }, `handling ${request.url}`);
        return { ok: true };
      }),
  });
});

afterAll(async () => {
  await t?.close();
  await database?.release();
});

describe('request log lines', () => {
  it('redact `token` (and similar) query values in every line, and keep the rest of the URL', async () => {
    const requests = [
      `/claim-orders?token=${SECRET}`,
      `/api/no-such-route?page=2&token=${SECRET}`,
      `/api/test/log-request?access_token=${SECRET}&sort=new`,
    ];
    for (const url of requests) await t.app.inject({ url });

    const logged = lines.join('\n');
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('"url":"/claim-orders?token=[Redacted]"');
    expect(logged).toContain('"url":"/api/no-such-route?page=2&token=[Redacted]"');
    expect(logged).toContain('handling /api/test/log-request?access_token=[Redacted]&sort=new');
    expect(logged).toContain(
      '"req":{"method":"GET","url":"/api/test/log-request?access_token=[Redacted]&sort=new"',
    );
  });
});
