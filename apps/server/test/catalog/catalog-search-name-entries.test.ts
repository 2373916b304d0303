import { NEXT_CURSOR_HEADER, type Product } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// A tier that needs every slot in the name is read by merging its words' entries in the name
// order (name_word_entries, migration 0029), a few thousand of each word at most; past them its
// GIN index finds the rest (docs/decisions/068-words-no-product-has.md). On PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
const t = useTestApp();

/** More sofas named before the sofa beds than a word's entries the merge reads (2,500). */
const EARLY_SOFAS = 2600;
const SOFA_BEDS = 30;

beforeAll(async () => {
  await insertProducts(t.db, [
    ...Array.from({ length: EARLY_SOFAS }, (_, i) =>
      aProduct({ name: `Aangan Sofa ${i}`, category: 'sofas', description: 'Seats three.' }),
    ),
    ...Array.from({ length: SOFA_BEDS }, (_, i) =>
      aProduct({
        name: `Zarina Sofa Bed ${String(i).padStart(2, '0')}`,
        category: 'sofas',
        description: 'Opens into a bed.',
      }),
    ),
    aProduct({ name: 'Mehrab Sheesham Bed', category: 'beds', description: 'A cot.' }),
    aProduct({ name: 'Kesar Sheesham Bed', category: 'beds', archivedAt: new Date() }),
    aProduct({ name: 'Anokhi Sheesham Chair', category: 'chairs', description: 'A bed side.' }),
  ]);
});

async function page(q: string, cursor?: string) {
  const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
  const response = await t.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    names: (response.json() as Product[]).map((p) => p.name),
    next: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
  };
}

const sofaBed = (i: number) => `Zarina Sofa Bed ${String(i).padStart(2, '0')}`;

describe('a tier read from its words in the name order', () => {
  it('finds the matches past the entries it reads, in the name order, page after page', async () => {
    const first = await page('sofa bed');
    expect(first.names).toEqual(Array.from({ length: 24 }, (_, i) => sofaBed(i)));
    const second = await page('sofa bed', first.next);
    // The rest of the sofa beds, then the products with one of the words, sofas first by name.
    expect(second.names.slice(0, SOFA_BEDS - 24)).toEqual(
      Array.from({ length: SOFA_BEDS - 24 }, (_, i) => sofaBed(24 + i)),
    );
  });

  it('keeps archived products out and takes a word only from the name', async () => {
    const { names } = await page('sheesham bed');
    // The chair says "bed" only in its description: after the bed, with the one-word matches.
    expect(names[0]).toBe('Mehrab Sheesham Bed');
    expect(names).not.toContain('Kesar Sheesham Bed');
    expect(names.indexOf('Anokhi Sheesham Chair')).toBeGreaterThan(0);
  });
});
