import { type Product, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// A word's starts in a loose match are the catalogue words it starts, listed, or past a few of
// them its prefix; a number starts no word (docs/decisions/052-search-vocabulary.md, 2026-11-29
// p95 update). On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
const t = useTestApp();

/** Nine names whose first words all start with "kor": more than a word's starts are listed for. */
const KOR_WORDS = ['korai', 'koran', 'korat', 'korba', 'kordi', 'korek', 'korel', 'korem', 'koren'];

beforeAll(async () => {
  await insertProducts(t.db, [
    aProduct({ name: 'Oak 2 Door Cabinet', category: 'storage', description: 'Two doors.' }),
    aProduct({ name: 'Oak 20 Bottle Wine Rack', category: 'storage', description: 'Wine.' }),
    aProduct({ name: 'Teak Bed', category: 'beds', description: 'A bed.' }),
    aProduct({ name: 'Teak Bedside Table', category: 'storage', description: 'Beside.' }),
    ...KOR_WORDS.map((word) =>
      aProduct({ name: `${word[0]?.toUpperCase()}${word.slice(1)} Stool`, category: 'chairs' }),
    ),
  ]);
});

async function search(q: string) {
  const response = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return {
    names: (response.json() as Product[]).map((p) => p.name),
    total: Number(response.headers[TOTAL_COUNT_HEADER]),
  };
}

describe('word starts in a search', () => {
  it('reads a number as itself: "2" is not the start of "20"', async () => {
    expect(await search('2')).toEqual({ names: ['Oak 2 Door Cabinet'], total: 1 });
  });

  it('finds the catalogue words a word starts: "bed" finds the bedside table after the bed', async () => {
    expect((await search('bed')).names).toEqual(['Teak Bed', 'Teak Bedside Table']);
    // "bedsi" is also close to the category's "beds", so the bed comes too.
    expect((await search('bedsi')).names).toContain('Teak Bedside Table');
  });

  it('still finds every word a short start begins when they are too many to list', async () => {
    const found = await search('kor');
    expect(found.total).toBe(KOR_WORDS.length);
    expect(found.names).toHaveLength(KOR_WORDS.length);
  });
});
