import { randomUUID } from 'node:crypto';
import type { Product } from '@sheesham/shared';
import { vocabularyEntrySchema, vocabularyListSchema } from '@sheesham/shared/search-vocabulary';
import { beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { sendAs } from '../helpers/send-as.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The search vocabulary staff edit (docs/decisions/052-search-vocabulary.md): the admin API, its
// validation and conflicts, and every change reaching the storefront's search at once.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

beforeAll(async () => {
  await insertProducts(t.db, [
    aProduct({ name: 'Jodhpur Rocking Chair', category: 'chairs' }),
    aProduct({ name: 'Teak Lounge Chair', category: 'chairs' }),
    aProduct({ name: 'Sheesham Wardrobe', category: 'storage' }),
  ]);
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  sendAs(t.app, admin, method, url, payload);

async function create(phrase: string, means: string[]) {
  const response = await asAdmin('POST', '/api/admin/vocabulary', { phrase, means });
  expect(response.statusCode, response.body).toBe(201);
  return vocabularyEntrySchema.parse(response.json());
}

async function searchNames(q: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Product[]).map((p) => p.name);
}

describe('/api/admin/vocabulary', () => {
  it('answers 401 without a session and 403 to a customer, before reading a body', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/vocabulary'],
      ['POST', '/api/admin/vocabulary'],
      ['PUT', `/api/admin/vocabulary/${randomUUID()}`],
      ['DELETE', `/api/admin/vocabulary/${randomUUID()}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { phrase: 'x' } : undefined;
      expect((await sendAs(t.app, null, method, url, payload)).statusCode).toBe(401);
      expect((await sendAs(t.app, customer, method, url, payload)).statusCode).toBe(403);
    }
  });

  it('lists the seeded starting vocabulary by phrase', async () => {
    const response = await asAdmin('GET', '/api/admin/vocabulary');
    expect(response.statusCode).toBe(200);
    const entries = vocabularyListSchema.parse(response.json());
    expect(entries.length).toBeGreaterThanOrEqual(100);
    expect(entries.find((e) => e.phrase === 'almirah')?.means).toEqual(['wardrobe']);
    expect(entries.find((e) => e.phrase === 'double bed')?.means).toEqual([
      'queen bed',
      'king bed',
    ]);
    const phrases = entries.map((e) => e.phrase);
    expect(phrases).toEqual([...phrases].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('stores phrases and meanings as a search reads them', async () => {
    const entry = await create('  Aaraam-KURSI ', ['Recliner', 'lounge  chair', 'recliner']);
    expect(entry).toMatchObject({ phrase: 'aaraam kursi', means: ['recliner', 'lounge chair'] });
  });

  it('refuses bad entries with a 400 naming the field, and writes nothing', async () => {
    const before = vocabularyListSchema.parse(
      (await asAdmin('GET', '/api/admin/vocabulary')).json(),
    );
    const bad: [unknown, string][] = [
      [{ means: ['wardrobe'] }, 'phrase'],
      [{ phrase: '', means: ['wardrobe'] }, 'phrase'],
      [{ phrase: '--', means: ['wardrobe'] }, 'phrase'],
      [{ phrase: 'a b c d e', means: ['wardrobe'] }, 'phrase'],
      [{ phrase: 'x'.repeat(61), means: ['wardrobe'] }, 'phrase'],
      [{ phrase: 'almirah wala' }, 'means'],
      [{ phrase: 'almirah wala', means: [] }, 'means'],
      [{ phrase: 'almirah wala', means: 'wardrobe' }, 'means'],
      [{ phrase: 'almirah wala', means: ['Almirah-Wala'] }, 'means'],
      [{ phrase: 'almirah wala', means: Array.from({ length: 9 }, (_, i) => `w${i}`) }, 'means'],
      [{ phrase: 'almirah wala', means: ['wardrobe'], extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of bad) {
      const response = await asAdmin('POST', '/api/admin/vocabulary', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_error');
      expect(Object.keys(error.fields ?? {}).join(' '), JSON.stringify(payload)).toContain(field);
    }
    const after = vocabularyListSchema.parse(
      (await asAdmin('GET', '/api/admin/vocabulary')).json(),
    );
    expect(after).toEqual(before);
  });

  it('refuses a phrase already there with 409 phrase_taken, also when two admins add it at once', async () => {
    const taken = await asAdmin('POST', '/api/admin/vocabulary', {
      phrase: 'Almirah',
      means: ['cupboard'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'phrase_taken',
      fields: { phrase: expect.any(String) },
    });

    const racing = await Promise.all(
      [0, 1, 2].map(() =>
        asAdmin('POST', '/api/admin/vocabulary', { phrase: 'takht', means: ['bed'] }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const entries = vocabularyListSchema.parse(
      (await asAdmin('GET', '/api/admin/vocabulary')).json(),
    );
    expect(entries.filter((e) => e.phrase === 'takht')).toHaveLength(1);
  });

  it('edits and deletes an entry; an unknown or malformed id is a 404', async () => {
    const entry = await create('gaddi chair', ['lounge chair']);
    const edited = await asAdmin('PUT', `/api/admin/vocabulary/${entry.id}`, {
      phrase: 'gaddi kursi',
      means: ['lounge chair', 'armchair'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: entry.id,
      phrase: 'gaddi kursi',
      means: ['lounge chair', 'armchair'],
    });

    const clash = await asAdmin('PUT', `/api/admin/vocabulary/${entry.id}`, {
      phrase: 'almirah',
      means: ['wardrobe'],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('phrase_taken');

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const put = await asAdmin('PUT', `/api/admin/vocabulary/${id}`, {
        phrase: 'x y',
        means: ['z'],
      });
      expect(put.statusCode).toBe(404);
      expect((await asAdmin('DELETE', `/api/admin/vocabulary/${id}`)).statusCode).toBe(404);
    }

    const deleted = await asAdmin('DELETE', `/api/admin/vocabulary/${entry.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: entry.id });
    expect((await asAdmin('DELETE', `/api/admin/vocabulary/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('a vocabulary change reaches the search at once', () => {
  it('drops the cached answers an added, edited or deleted entry changes', async () => {
    // Cached first: the catalogue cache holds this answer until something invalidates it.
    expect(await searchNames('jhoola')).toEqual([]);
    const entry = await create('jhoola', ['rocking chair']);
    expect((await searchNames('jhoola'))[0]).toBe('Jodhpur Rocking Chair');

    const suggested = await t.app.inject({ url: '/api/products/suggest?q=jhoola' });
    expect(suggested.json().products[0].name).toBe('Jodhpur Rocking Chair');

    await asAdmin('PUT', `/api/admin/vocabulary/${entry.id}`, {
      phrase: 'jhoola',
      means: ['lounge chair'],
    });
    expect((await searchNames('jhoola'))[0]).toBe('Teak Lounge Chair');

    await asAdmin('DELETE', `/api/admin/vocabulary/${entry.id}`);
    expect(await searchNames('jhoola')).toEqual([]);
  });

  it('offers a vocabulary phrase as "did you mean"', async () => {
    const response = await t.app.inject({ url: '/api/products/suggest?q=almeerah' });
    expect(response.json()).toEqual({ products: [], did_you_mean: 'almirah' });
  });
});
