import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDatabase } from '../helpers/counting-database.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// A search of two slots or more asks once whether any product has every slot
// (products_have_words, migration 0028) after the first tier that needs every slot came back
// short, and leaves the others out when none has (docs/decisions/068-words-no-product-has.md).
// On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
let database: TestDatabase;
let testApp: TestApp;
let counted: ReturnType<typeof countingDatabase>;

beforeAll(async () => {
  database = await createTestDatabase();
  counted = countingDatabase(database);
  testApp = await createTestApp(counted.db);
  await insertProducts(counted.db, [
    ...Array.from({ length: 7 }, (_, i) =>
      aProduct({ name: `Jaipur Sofa ${i}`, category: 'sofas', description: 'Three seats.' }),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      aProduct({ name: `Pushkar Bed ${i}`, category: 'beds', description: 'A sturdy cot.' }),
    ),
    aProduct({ name: 'Kesar Sofa Bed', category: 'sofas', archivedAt: new Date() }),
  ]);
});

afterAll(async () => {
  await testApp?.close();
  await database?.release();
});

/** The suggestions' names for q, and the statements the request sent. */
async function suggest(q: string) {
  testApp.app.catalog.invalidate();
  counted.statements.length = 0;
  const response = await testApp.app.inject({
    url: `/api/products/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const names = (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
  return { names, statements: [...counted.statements] };
}

const asked = (statements: string[]) =>
  statements.filter((s) => s.includes('products_have_words')).length;
/** A tier's read: its rows by id from the walk or the GIN index (page-repository tierRows). */
const tierReads = (statements: string[]) =>
  statements.filter((s) => s.startsWith('select "id"') && s.includes('= any(array(')).length;

describe('a search no product matches with every slot', () => {
  it('asks once, then reads only the tiers of fewer slots', async () => {
    // Typos of two words no visible product has together (the sofa bed is archived).
    const { names, statements } = await suggest('sfoa bdes');
    expect(names).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Jaipur Sofa ${i}`));
    expect(asked(statements)).toBe(1);
    // The first tier that needs both words, then the sofas' and the beds' one-slot tier.
    expect(tierReads(statements)).toBe(2);
  });

  it('does not ask when the first tier fills the page', async () => {
    const { names, statements } = await suggest('jaipur sofa');
    expect(names).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Jaipur Sofa ${i}`));
    expect(asked(statements)).toBe(0);
  });

  it('is answered by visible products only', async () => {
    const has = async (q: string) => {
      const [row] = await counted.db
        .select({ yes: sql<boolean>`products_have_words(to_tsquery('english', ${q}))` })
        .from(sql`(values (1)) as one (x)`);
      return row?.yes;
    };
    expect(await has('sofa & bed')).toBe(false);
    expect(await has('sofa & seat')).toBe(true);
    expect(await has('sturdy & cot & bed')).toBe(true);
  });
});
