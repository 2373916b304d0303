import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../src/db/schema.ts';
import { type FakeMsg91Api, startMsg91Api } from '../helpers/msg91-api.ts';
import { enterCode, freshMobile, requestCode } from '../helpers/phone-codes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const AUTH_KEY = '412345AbCdEfGh6789';
const TEMPLATE_ID = '6650f1c2d6fc0512345b67a8';
const SMS_NOT_SENT = 'We could not send the code just now. Please try again in a few minutes.';

const setup = useTestApp();
let api: FakeMsg91Api;
let url: string;

beforeAll(async () => {
  ({ api, url } = await startMsg91Api({ authKey: AUTH_KEY, templateId: TEMPLATE_ID }));
});
afterAll(() => api?.close());

function msg91App(env: Record<string, string> = {}) {
  return createTestApp(setup.db, {
    env: {
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_TEMPLATE_ID: TEMPLATE_ID,
      MSG91_SENDER_ID: 'sheshm',
      MSG91_API_BASE_URL: url,
      ...env,
    },
  });
}

async function smsRowsTo(phone: string) {
  return setup.db.select().from(smsMessages).where(eq(smsMessages.recipient, phone));
}

describe('SMS by MSG91 (against a local MSG91 API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await msg91App();
  });
  afterAll(() => t?.close());

  it('sends the code through the Flow API with the authkey, template and sender, and it signs in', async () => {
    const phone = freshMobile();
    const sent = await requestCode(t.app, phone);
    expect(sent.statusCode).toBe(200);

    const request = api.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v5/flow',
      authkey: AUTH_KEY,
      contentType: 'application/json',
      body: {
        template_id: TEMPLATE_ID,
        sender: 'SHESHM',
        short_url: '0',
        recipients: [{ mobiles: phone.slice(1), otp: expect.stringMatching(/^\d{6}$/) }],
      },
    });
    const code = String(api.sentTo(phone.slice(1))[0]?.otp);
    expect((await enterCode(t.app, phone, code)).statusCode).toBe(200);
  });

  it('records the message with the code masked and MSG91’s request id', async () => {
    const phone = freshMobile();
    await requestCode(t.app, phone);
    const code = String(api.sentTo(phone.slice(1))[0]?.otp);
    const [row] = await smsRowsTo(phone);
    expect(row).toMatchObject({ provider: 'msg91', status: 'sent', error: null });
    expect(row?.text).toContain('••••••');
    expect(row?.text).not.toContain(code);
    expect(row?.providerRef).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers 502 and records the refusal when MSG91 answers an error with HTTP 200', async () => {
    const phone = freshMobile();
    api.failNext({ kind: 'error-with-200', message: 'Insufficient balance' });
    const response = await requestCode(t.app, phone);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'sms_not_sent', message: SMS_NOT_SENT } });
    const [row] = await smsRowsTo(phone);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.error).toContain('Insufficient balance');
  });
});

describe('MSG91 with a wrong authkey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await msg91App({ MSG91_AUTH_KEY: 'wrongKey123' });
  });
  afterAll(() => t?.close());

  it('answers 502 with the shop’s message, and keeps MSG91’s reason for staff', async () => {
    const phone = freshMobile();
    const response = await requestCode(t.app, phone);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('sms_not_sent');
    expect(api.requests.at(-1)?.authkey).toBe('wrongKey123');
    const [row] = await smsRowsTo(phone);
    expect(row?.error).toBe('MSG91 refused the message (HTTP 401): Authentication failure');
  });
});

describe('MSG91 that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await msg91App({ SMS_TIMEOUT_MS: '500' });
  });
  afterAll(() => t?.close());

  it('answers 502 when MSG91 does not answer within SMS_TIMEOUT_MS', async () => {
    const phone = freshMobile();
    api.failNext({ kind: 'silence' });
    const started = Date.now();
    const response = await requestCode(t.app, phone);
    expect(response.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [row] = await smsRowsTo(phone);
    expect(row?.error).toBe('MSG91 did not answer within 500 ms');
  });
});
