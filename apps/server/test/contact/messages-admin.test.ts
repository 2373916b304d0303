import { randomUUID } from 'node:crypto';
import { adminMessageListSchema, adminMessageSchema } from '@sheesham/shared/admin-messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
let customer: TestAccount;

type Row = typeof contactMessages.$inferSelect;
/** Every seeded message, as stored (the test's own record of what the inbox should show). */
let stored: Row[] = [];

const READ_AT = new Date('2026-03-02T09:00:00.000Z');

function aMessage(n: number, createdAt: string, readAt: Date | null = null) {
  return {
    name: `Sender ${n}`,
    email: `sender${n}@example.in`,
    phone: n % 2 === 0 ? `+91 98290 1234${n}` : '',
    subject: `Subject ${n}`,
    message: `Message body ${n}\nwith a second line.`,
    ipAddress: `10.0.0.${n}`,
    createdAt: new Date(createdAt),
    readAt,
  };
}

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  customer = await signUp(t.app);
  stored = await t.db
    .insert(contactMessages)
    .values([
      aMessage(1, '2026-03-01T10:00:00Z', READ_AT),
      aMessage(2, '2026-03-04T10:00:00Z'),
      aMessage(3, '2026-03-03T10:00:00Z', READ_AT),
      aMessage(4, '2026-03-05T10:00:00Z'),
      // Two in the same instant: the id decides, so pages never overlap.
      aMessage(5, '2026-03-02T10:00:00Z'),
      aMessage(6, '2026-03-02T10:00:00Z'),
    ])
    .returning();
});

/** The stored rows in the order the inbox must show them: newest first, then by id. */
function newestFirst(rows: Row[]) {
  return rows.toSorted(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
}

const asListed = (row: Row) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ url, headers: account?.headers ?? {} });

const markRead = (id: string, body: unknown, account: TestAccount | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/messages/${id}/read`,
    headers: account?.headers ?? {},
    ...(typeof body === 'string'
      ? { payload: body, headers: { ...account?.headers, 'content-type': 'application/json' } }
      : { payload: body as object }),
  });

async function readAtOf(id: string) {
  const [row] = await t.db
    .select({ readAt: contactMessages.readAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row?.readAt;
}

describe('admin message endpoints: who may call them', () => {
  it('GET /api/admin/messages: 401 without a session, 403 for a customer, 200 for an admin', async () => {
    expect((await get('/api/admin/messages')).statusCode).toBe(401);
    const asCustomer = await get('/api/admin/messages', customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('forbidden');
    expect((await get('/api/admin/messages', admin)).statusCode).toBe(200);
  });

  it('PUT /api/admin/messages/:id/read: 401, 403 and 200, and only the admin changes it', async () => {
    const target = stored[1] as Row; // unread
    expect((await markRead(target.id, { read: true }, null)).statusCode).toBe(401);
    const asCustomer = await markRead(target.id, { read: true }, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(await readAtOf(target.id)).toBeNull();
    const asAdmin = await markRead(target.id, { read: true });
    expect(asAdmin.statusCode).toBe(200);
    expect(await readAtOf(target.id)).toBeInstanceOf(Date);
    // Back to unread, so the other tests see the seeded state.
    expect((await markRead(target.id, { read: false })).statusCode).toBe(200);
  });

  it('answers 401 to a signed-out caller before looking at the body', async () => {
    expect((await markRead(randomUUID(), '{not json', null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/messages', () => {
  it('lists the messages newest first, without the sender IP, with total and unread counts', async () => {
    const response = await get('/api/admin/messages', admin);
    const list = adminMessageListSchema.parse(response.json());
    expect(list).toEqual(newestFirst(stored).map(asListed));
    expect(list.map((m) => m.name).slice(0, 2)).toEqual(['Sender 4', 'Sender 2']);
    expect(JSON.stringify(response.json())).not.toContain('10.0.0.');
    expect(response.headers['x-total-count']).toBe(String(stored.length));
    expect(response.headers['x-unread-count']).toBe(
      String(stored.filter((m) => m.readAt === null).length),
    );
    expect(response.headers['x-unread-count']).toBe('4');
  });

  it('unread=true lists only unread messages; the total counts those', async () => {
    const response = await get('/api/admin/messages?unread=true', admin);
    const unread = stored.filter((m) => m.readAt === null);
    expect(response.json()).toEqual(newestFirst(unread).map(asListed));
    expect(response.headers['x-total-count']).toBe(String(unread.length));
    expect(response.headers['x-unread-count']).toBe(String(unread.length));
    const all = await get('/api/admin/messages?unread=false', admin);
    expect(all.json()).toHaveLength(stored.length);
  });

  it('pages with limit and offset; the total is before paging', async () => {
    const expected = newestFirst(stored).map((m) => m.id);
    const first = await get('/api/admin/messages?limit=4', admin);
    const second = await get('/api/admin/messages?limit=4&offset=4', admin);
    const ids = (r: typeof first) => (r.json() as { id: string }[]).map((m) => m.id);
    expect(ids(first)).toEqual(expected.slice(0, 4));
    expect(ids(second)).toEqual(expected.slice(4));
    expect(second.headers['x-total-count']).toBe(String(stored.length));
  });

  it('refuses a bad filter or page with a field error', async () => {
    for (const [query, field] of [
      ['unread=maybe', 'unread'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
    ]) {
      const response = await get(`/api/admin/messages?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty(field as string);
    }
  });
});

describe('PUT /api/admin/messages/:id/read', () => {
  it('marks a message read with the current time and answers the message', async () => {
    const target = stored.find((m) => m.name === 'Sender 4') as Row;
    const before = Date.now();
    const response = await markRead(target.id, { read: true });
    expect(response.statusCode).toBe(200);
    const message = adminMessageSchema.parse(response.json());
    expect(message).toEqual({ ...asListed(target), readAt: expect.any(String) });
    const readAt = new Date(message.readAt as string).getTime();
    expect(readAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(readAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect((await readAtOf(target.id))?.toISOString()).toBe(message.readAt);

    const list = await get('/api/admin/messages?unread=true', admin);
    expect((list.json() as { id: string }[]).map((m) => m.id)).not.toContain(target.id);
    expect(list.headers['x-unread-count']).toBe('3');
  });

  it('keeps the first read time when a read message is marked read again', async () => {
    const target = stored.find((m) => m.name === 'Sender 1') as Row;
    const response = await markRead(target.id, { read: true });
    expect(response.json().readAt).toBe(READ_AT.toISOString());
  });

  it('marks a message unread again', async () => {
    const target = stored.find((m) => m.name === 'Sender 3') as Row;
    const response = await markRead(target.id, { read: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...asListed(target), readAt: null });
    expect(await readAtOf(target.id)).toBeNull();
    const list = await get('/api/admin/messages?unread=true', admin);
    expect((list.json() as { id: string }[]).map((m) => m.id)).toContain(target.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-message', '1']) {
      const response = await markRead(id, { read: true });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Message not found' });
    }
  });

  it('answers 400 for a body without a boolean read, and changes nothing', async () => {
    const target = stored.find((m) => m.name === 'Sender 2') as Row;
    for (const body of [{}, { read: 'yes' }, { read: 1 }, { read: null }]) {
      const response = await markRead(target.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('read');
    }
    expect((await markRead(target.id, '{not json')).statusCode).toBe(400);
    expect(await readAtOf(target.id)).toBeNull();
  });
});
