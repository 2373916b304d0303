import type { Product } from '@sheesham/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { prepareSearch } from '../../src/modules/catalog/search-words-repository.ts';
import { VocabularyService } from '../../src/modules/vocabulary/index.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// A spelling no visible product has anywhere (search_word_counts) is left out of the search, so a
// tier that needs it is known to be empty instead of being read
// (docs/decisions/068-words-no-product-has.md). The answers stay what they were. On PGlite and,
// with TEST_DATABASE_URL, PostgreSQL.
const t = useTestApp();

beforeEach(async () => {
  await t.db.execute(sql`truncate products cascade`);
  await insertProducts(t.db, [
    aProduct({ name: 'Pushkar Bed', category: 'beds', description: 'A sturdy cot.' }),
    aProduct({ name: 'Jaipur Sofa', category: 'sofas', description: 'Three seats.' }),
    aProduct({
      name: 'Kesar Almirah',
      category: 'storage',
      description: 'Has a mirror.',
      archivedAt: new Date(),
    }),
  ]);
});

async function names(q: string) {
  t.app.catalog.invalidate();
  const response = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Product[]).map((p) => p.name);
}

const prepared = (q: string) =>
  new VocabularyService(t.db)
    .current()
    .then((vocabulary) => prepareSearch(t.db, q, vocabulary, false));

describe('words no visible product has', () => {
  it('leave every tier out when no slot can match, and keep a tier a present word can fill', async () => {
    const nowhere = await prepared('xyzzy almira');
    expect(nowhere?.tiers.every((tier) => tier === null)).toBe(true);
    expect(nowhere?.expanded).toBe('');
    const somewhere = await prepared('sturdy');
    expect(somewhere?.tiers.some((tier) => tier !== null)).toBe(true);
  });

  it('make a meaning that needs one match nothing, rather than match without it', async () => {
    // "double bed" means queen bed or king bed: no product says double, queen or king, so the
    // bed does not match, although "bed" alone would find it.
    expect(await names('double bed')).toEqual([]);
    expect(await names('bed')).toEqual(['Pushkar Bed']);
  });

  it('leave the words a product has to find it', async () => {
    expect(await names('pushkar xyzzy')).toEqual(['Pushkar Bed']);
    expect(await names('sturdy sofa')).toEqual(['Jaipur Sofa', 'Pushkar Bed']);
  });

  it('are counted among visible products: a restored product is found by its words again', async () => {
    expect(await names('mirror')).toEqual([]);
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.name, 'Kesar Almirah'));
    expect(await names('mirror')).toEqual(['Kesar Almirah']);
  });
});
