import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;

const VALID = {
  name: 'Ananya Rathore',
  email: 'ananya@example.in',
  phone: '+91 98765 43210',
  subject: 'Custom wardrobe',
  message: 'Can you build a 7 ft sheesham wardrobe with a mirror?',
};

function post(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers,
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

async function storedById(id: string) {
  const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.release();
});

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database.db, { env: { CONTACT_RATE_LIMIT: '100' } });
  });
  afterAll(() => t?.close());

  it('stores the message with the client IP and answers 201', async () => {
    const response = await post(t, VALID);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), message: 'Message received' });
    const row = await storedById(body.id);
    expect(row).toMatchObject({ ...VALID, ipAddress: '127.0.0.1', readAt: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('accepts a message without a phone and trims the fields', async () => {
    const { phone: _, ...withoutPhone } = VALID;
    const response = await post(t, { ...withoutPhone, name: '  Vikram Singh  ' });
    expect(response.statusCode).toBe(201);
    const row = await storedById(response.json().id);
    expect(row).toMatchObject({ name: 'Vikram Singh', phone: '' });
  });

  it('ignores an IP address sent in the body', async () => {
    const response = await post(t, { ...VALID, ip: '8.8.8.8', ipAddress: '8.8.8.8' });
    expect(response.statusCode).toBe(201);
    expect((await storedById(response.json().id))?.ipAddress).toBe('127.0.0.1');
  });

  it('answers 400 with a message per invalid field and stores nothing', async () => {
    const before = await database.db.select().from(contactMessages);
    const response = await post(t, {
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      subject: 'x'.repeat(151),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({
      name: 'Full Name is required',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      subject: 'Subject is too long',
      message: expect.any(String),
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('bounds the message length', async () => {
    const response = await post(t, { ...VALID, message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ message: 'Message is too long' });
  });

  it('answers 400 for malformed JSON, 415 for another content type, 413 for a huge body', async () => {
    const malformed = await post(t, '{"name": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The request body is not valid JSON.');

    const form = await post(t, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('unsupported_media_type');

    const huge = await post(t, { ...VALID, message: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers 429 after CONTACT_RATE_LIMIT messages from one IP within the hour', async () => {
    const t = await createTestApp(database.db, { env: { CONTACT_RATE_LIMIT: '2' } });
    try {
      expect((await post(t, VALID)).statusCode).toBe(201);
      expect((await post(t, VALID)).statusCode).toBe(201);
      const limited = await post(t, VALID);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many messages. Please try again later.' },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: VALID,
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('takes the IP from the connection, not from X-Forwarded-For of an untrusted peer', async () => {
    const t = await createTestApp(database.db, { env: { CONTACT_RATE_LIMIT: '2' } });
    try {
      const spoof = (ip: string) => post(t, VALID, { 'x-forwarded-for': ip });
      const first = await spoof('198.51.100.1');
      expect(first.statusCode).toBe(201);
      expect((await storedById(first.json().id))?.ipAddress).toBe('127.0.0.1');
      expect((await spoof('198.51.100.2')).statusCode).toBe(201);
      // A fresh forged address does not buy a fresh allowance.
      expect((await spoof('198.51.100.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('honours X-Forwarded-For from a peer listed in TRUST_PROXY', async () => {
    const t = await createTestApp(database.db, {
      env: { CONTACT_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const viaProxy = (ip: string) => post(t, VALID, { 'x-forwarded-for': ip });
      const first = await viaProxy('198.51.100.7');
      expect(first.statusCode).toBe(201);
      expect((await storedById(first.json().id))?.ipAddress).toBe('198.51.100.7');
      expect((await viaProxy('198.51.100.7')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.8')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
