import {
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
} from '@sheesham/shared';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  nameWordCounts,
  nameWordEntries,
  productCounts,
  products,
  searchWordCounts,
} from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Listing totals at scale (docs/decisions/029-catalogue-at-scale.md), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: the counts the triggers keep stay exact through every kind of
// write, concurrent ones included, and a count that would scan many rows stops at the cap.
const t = useTestApp();

/** Every facet combination's visible products, counted the slow way. */
async function countedByHand(db: Database) {
  const key = sql<string>`${products.category} || '|' || lower(${products.primaryMaterial}) || '|' || lower(${products.brand}) || '|' || lower(${products.storage})`;
  const rows = await db
    .select({ key, n: count() })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(key)
    .orderBy(key);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

/** The same, as the triggers keep it (combinations left at 0 dropped). */
async function keptCounts(db: Database) {
  const rows = await db.select().from(productCounts);
  return Object.fromEntries(
    rows
      .filter((r) => r.visible > 0)
      .map((r) => [`${r.category}|${r.material}|${r.brand}|${r.storage}`, r.visible])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** Every word's visible products (the lexemes of `vector`), counted the slow way. */
async function wordsByHand(db: Database, vector: AnyPgColumn) {
  const rows = await db
    .select({ word: sql<string>`unnest(tsvector_to_array(${vector}))` })
    .from(products)
    .where(isNull(products.archivedAt));
  const counted: Record<string, number> = {};
  for (const { word } of rows.sort((a, b) => a.word.localeCompare(b.word))) {
    counted[word] = (counted[word] ?? 0) + 1;
  }
  return counted;
}

/** The same, as the triggers keep it in `table` (words left at 0 dropped). */
async function keptWords(db: Database, table: typeof nameWordCounts | typeof searchWordCounts) {
  const rows = await db.select().from(table).orderBy(table.lexeme);
  return Object.fromEntries(rows.filter((r) => r.visible > 0).map((r) => [r.lexeme, r.visible]));
}

const nameWordsByHand = (db: Database) => wordsByHand(db, products.nameVector);
const keptNameWords = (db: Database) => keptWords(db, nameWordCounts);
const searchWordsByHand = (db: Database) => wordsByHand(db, products.searchVector);
const keptSearchWords = (db: Database) => keptWords(db, searchWordCounts);

/** Each visible name's words with its place in the name order, listed the slow way. */
async function nameEntriesByHand(db: Database) {
  const rows = await db
    .select({
      lexeme: sql<string>`unnest(tsvector_to_array(${products.nameVector}))`,
      nameKey: sql<string>`lower(${products.name})`,
      exactName: products.name,
      productId: products.id,
    })
    .from(products)
    .where(isNull(products.archivedAt));
  return rows.map((r) => JSON.stringify(r)).sort();
}

/** The same, as the triggers keep it. */
async function keptNameEntries(db: Database) {
  const rows = await db
    .select({
      lexeme: nameWordEntries.lexeme,
      nameKey: nameWordEntries.nameKey,
      exactName: nameWordEntries.exactName,
      productId: nameWordEntries.productId,
    })
    .from(nameWordEntries);
  return rows.map((r) => JSON.stringify(r)).sort();
}

/** Both word count tables and the name entries equal a recount from the products. */
async function expectWordCountsExact() {
  expect(await keptNameWords(t.db)).toEqual(await nameWordsByHand(t.db));
  expect(await keptSearchWords(t.db)).toEqual(await searchWordsByHand(t.db));
  expect(await keptNameEntries(t.db)).toEqual(await nameEntriesByHand(t.db));
}

async function total(url: string) {
  t.app.catalog.invalidate();
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return {
    count: Number(response.headers[TOTAL_COUNT_HEADER]),
    relation: response.headers[TOTAL_COUNT_RELATION_HEADER],
  };
}

/** X-Total-Count past the cap: "at least" the cap. */
const PAST_THE_CAP = { count: TOTAL_COUNT_CAP, relation: 'gte' };
/** An exact X-Total-Count. */
const exactly = (count: number) => ({ count, relation: 'eq' });

describe('the counts the triggers keep', () => {
  it('follow inserts, archiving, moves between facets, case-only edits, deletes and truncation', async () => {
    const made = await insertProducts(t.db, [
      aProduct({ category: 'sofas', primaryMaterial: 'Fabric', brand: 'Urban Loom' }),
      aProduct({ category: 'sofas', primaryMaterial: 'Fabric', brand: 'Urban Loom' }),
      aProduct({ category: 'beds', primaryMaterial: 'Solid Wood', storage: 'Drawer Storage' }),
      aProduct({ category: 'chairs', archivedAt: new Date() }),
    ]);
    expect(await keptCounts(t.db)).toEqual(await countedByHand(t.db));
    const [a, b, c, hidden] = made.map((p) => p.id) as [string, string, string, string];

    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, a));
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, hidden));
    await t.db.update(products).set({ category: 'recliners' }).where(eq(products.id, b));
    expect(await keptCounts(t.db)).toEqual(await countedByHand(t.db));
    await t.db.update(products).set({ brand: 'Teakline' }).where(eq(products.id, b));
    // Same facets as far as the filters go (they compare lower case): nothing moves.
    await t.db.update(products).set({ primaryMaterial: 'SOLID WOOD' }).where(eq(products.id, c));
    // Not a counted column: the trigger does not even fire (the checkout's stock updates).
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, c));
    expect(await keptCounts(t.db)).toEqual(await countedByHand(t.db));

    await t.db.delete(products).where(inArray(products.id, [a, c]));
    expect(await keptCounts(t.db)).toEqual(await countedByHand(t.db));

    await t.db.execute(sql`truncate products cascade`);
    expect(await keptCounts(t.db)).toEqual({});
  });

  it('stay exact under concurrent inserts, archives, restores and moves', async () => {
    const base = await insertProducts(
      t.db,
      Array.from({ length: 24 }, (_, i) =>
        aProduct({ category: i % 2 ? 'sofas' : 'beds', brand: i % 3 ? 'Teakline' : 'Urban Loom' }),
      ),
    );
    const writes = base.flatMap((p, i) => [
      t.db
        .update(products)
        .set(i % 2 ? { archivedAt: new Date() } : { category: 'chairs', brand: 'Teakline' })
        .where(eq(products.id, p.id)),
      insertProducts(t.db, [aProduct({ category: i % 2 ? 'beds' : 'sofas' })]),
      t.db
        .update(products)
        .set({ archivedAt: null, primaryMaterial: i % 4 ? 'Metal' : 'Glass' })
        .where(eq(products.id, p.id)),
    ]);
    await Promise.all(writes);
    expect(await keptCounts(t.db)).toEqual(await countedByHand(t.db));
  });

  it('answer the listing totals exactly, whatever facets are chosen', async () => {
    await t.db.execute(sql`truncate products cascade`);
    await insertProducts(t.db, [
      aProduct({ category: 'sofas', primaryMaterial: 'Fabric', brand: 'Urban Loom' }),
      aProduct({ category: 'sofas', primaryMaterial: 'Leather', brand: 'Teakline' }),
      aProduct({ category: 'beds', primaryMaterial: 'Fabric', storage: 'Drawer Storage' }),
      aProduct({ category: 'beds', archivedAt: new Date() }),
    ]);
    expect(await total('/api/products')).toEqual(exactly(3));
    expect(await total('/api/products?limit=0')).toEqual(exactly(3));
    expect(await total('/api/products?category=sofas')).toEqual(exactly(2));
    expect(await total('/api/products?material=fabric')).toEqual(exactly(2));
    expect(await total('/api/products?material=Fabric,Leather&brand=teakline')).toEqual(exactly(2));
    expect(await total('/api/products?storage=Drawer%20Storage&category=beds')).toEqual(exactly(1));
    expect(await total('/api/products?category=chairs')).toEqual(exactly(0));
  });
});

describe('the word counts the triggers keep (names, and every searched word)', () => {
  it('follow inserts, renames, archiving, restoring, deletes and truncation', async () => {
    const made = await insertProducts(t.db, [
      aProduct({ name: 'Jaipur Sheesham Sofas' }),
      aProduct({ name: 'Jaipur Sofa' }),
      aProduct({ name: 'Kesar Bed', archivedAt: new Date() }),
    ]);
    await expectWordCountsExact();
    expect((await keptNameWords(t.db)).sofa).toBe(2);
    const [a, b, hidden] = made.map((p) => p.id) as [string, string, string];

    await t.db.update(products).set({ name: 'Jaipur Teak Bed' }).where(eq(products.id, a));
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, b));
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, hidden));
    await expectWordCountsExact();
    // The same words in another case: nothing moves. Not a name: the trigger does not fire.
    await t.db.update(products).set({ name: 'JAIPUR TEAK BED' }).where(eq(products.id, a));
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, a));
    // Renamed while archived: counted by its new name once restored.
    await t.db.update(products).set({ name: 'Kesar Almirah' }).where(eq(products.id, b));
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, b));
    await expectWordCountsExact();
    expect(await keptNameWords(t.db)).toMatchObject({ bed: 2, kesar: 2, almirah: 1 });

    await t.db.delete(products).where(inArray(products.id, [a, hidden]));
    await expectWordCountsExact();

    await t.db.execute(sql`truncate products cascade`);
    expect(await keptNameWords(t.db)).toEqual({});
  });

  it('follow every column a search reads: brand, category, material and description', async () => {
    const [sofa] = await insertProducts(t.db, [
      aProduct({ name: 'Jaipur Sofa', brand: 'Kesar', description: 'A teak frame.' }),
      aProduct({ name: 'Jaipur Bed', description: 'A teak frame with a drawer.' }),
    ]);
    const id = (sofa as { id: string }).id;
    await expectWordCountsExact();
    expect(await keptSearchWords(t.db)).toMatchObject({ teak: 2, frame: 2, drawer: 1, kesar: 1 });

    await t.db
      .update(products)
      .set({ description: 'A rosewood frame.', brand: 'Pushkar' })
      .where(eq(products.id, id));
    await t.db
      .update(products)
      .set({ category: 'beds', primaryMaterial: 'Rosewood' })
      .where(eq(products.id, id));
    await expectWordCountsExact();
    expect(await keptSearchWords(t.db)).toMatchObject({ teak: 1, rosewood: 1, pushkar: 1 });
    expect((await keptSearchWords(t.db)).kesar ?? 0).toBe(0);
    // A stock change leaves every word where it was.
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, id));
    await expectWordCountsExact();
  });

  it('stay exact under concurrent inserts, renames, archives and restores', async () => {
    const base = await insertProducts(
      t.db,
      Array.from({ length: 24 }, (_, i) => aProduct({ name: `Jaipur ${i % 2 ? 'Sofa' : 'Bed'}` })),
    );
    const writes = base.flatMap((p, i) => [
      t.db
        .update(products)
        .set(i % 2 ? { archivedAt: new Date() } : { name: 'Kesar Sheesham Bed' })
        .where(eq(products.id, p.id)),
      insertProducts(t.db, [aProduct({ name: i % 2 ? 'Kesar Sofa' : 'Jaipur Almirah' })]),
      t.db
        .update(products)
        .set({ archivedAt: null, name: i % 4 ? 'Teak Bed' : 'Teak Sofa' })
        .where(eq(products.id, p.id)),
    ]);
    await Promise.all(writes);
    await expectWordCountsExact();
  });

  it('give a search total past the cap only when the names alone are past it', async () => {
    await t.db.execute(sql`truncate products cascade`);
    await insertProducts(t.db, [
      // Past the cap by name, but most are archived: 400 shown.
      ...Array.from({ length: TOTAL_COUNT_CAP + 100 }, (_, i) =>
        aProduct({
          name: `Kesar Almirah ${i}`,
          category: 'storage',
          archivedAt: i < 700 ? new Date() : null,
        }),
      ),
      // A bed by name, so the vocabulary knows "bed" as a name's word.
      aProduct({ name: 'Pushkar Bed', category: 'storage' }),
      // Past the cap by the word "queen", which "double bed" means only beside "bed".
      ...Array.from({ length: TOTAL_COUNT_CAP + 5 }, (_, i) =>
        aProduct({
          name: `Queen Stool ${i}`,
          category: 'chairs',
          pricePaise: (i < 3 ? 5_000 : 50_000) * 100,
        }),
      ),
    ]);
    expect(await total('/api/products?q=kesar')).toEqual(exactly(400));
    expect(await total('/api/products/search?q=kesar')).toEqual(exactly(400));
    expect(await total('/api/products?q=double%20bed')).toEqual(exactly(0));
    expect(await total('/api/products?q=queen')).toEqual(PAST_THE_CAP);
    expect(await total('/api/products/search?q=quen')).toEqual(PAST_THE_CAP);
    // Narrowed by a facet or a price: the names' count says nothing, the matches are counted.
    expect(await total('/api/products?q=queen&max_price=10000')).toEqual(exactly(3));
    expect(await total('/api/products?q=queen&category=storage')).toEqual(exactly(0));
  });
});

describe('a total that would scan many rows', () => {
  it(`stops at ${TOTAL_COUNT_CAP} and says "at least"; below the cap it is exact`, async () => {
    await t.db.execute(sql`truncate products cascade`);
    await insertProducts(
      t.db,
      Array.from({ length: TOTAL_COUNT_CAP + 5 }, (_, i) =>
        aProduct({
          name: `Jaipur Sofa ${i}`,
          category: 'sofas',
          pricePaise: (i < 10 ? 5_000 : 50_000) * 100,
        }),
      ),
    );
    await insertProducts(t.db, [aProduct({ name: 'Kesar Bed', category: 'beds' })]);
    // Maintained: exact at any size.
    expect(await total('/api/products')).toEqual(exactly(TOTAL_COUNT_CAP + 6));
    // Scanned (a search, a price bound): capped past the cap, exact below it.
    expect(await total('/api/products?q=sofa')).toEqual(PAST_THE_CAP);
    expect(await total('/api/products/search?q=sofa')).toEqual(PAST_THE_CAP);
    expect(await total('/api/products?min_price=1000')).toEqual(PAST_THE_CAP);
    expect(await total('/api/products?max_price=10000')).toEqual(exactly(10));
    expect(await total('/api/products?q=kesar')).toEqual(exactly(1));
    // A typo past the cap: its correction is in the names.
    expect(await total('/api/products?q=sofaa')).toEqual(PAST_THE_CAP);
  });
});

describe('a ranked search deep down', () => {
  it('reads an offset past the tier walk in the same order as the walk', async () => {
    // Named for sofas (the better tier) after the ones that only mention a sofa, by name.
    await insertProducts(
      t.db,
      ['Aangan Stool', 'Abha Shelf'].map((name) =>
        aProduct({ name, category: 'storage', description: 'Sits beside a sofa.' }),
      ),
    );
    const walked: string[] = [];
    let cursor = '';
    while (walked.length < 620) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?q=sofa&limit=100${cursor}`,
      });
      walked.push(...(response.json() as { name: string }[]).map((p) => p.name));
      const next = response.headers[NEXT_CURSOR_HEADER];
      if (typeof next !== 'string') break;
      cursor = `&cursor=${next}`;
    }
    expect(walked.slice(0, 2)).toEqual(['Jaipur Sofa 0', 'Jaipur Sofa 1']);
    for (const offset of [10, 600]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/search?q=sofa&limit=5&offset=${offset}`,
      });
      expect(
        (response.json() as { name: string }[]).map((p) => p.name),
        `offset ${offset}`,
      ).toEqual(walked.slice(offset, offset + 5));
    }
    const last = await t.app.inject({
      method: 'GET',
      url: `/api/products/search?q=sofa&limit=5&offset=${TOTAL_COUNT_CAP + 4}`,
    });
    expect((last.json() as { name: string }[]).map((p) => p.name)).toEqual([
      'Jaipur Sofa 999',
      'Aangan Stool',
      'Abha Shelf',
    ]);
  });
});

describe('a capped total counted from the names first', () => {
  it('counts the matches a name alone does not show: descriptions, and never an archived product', async () => {
    await t.db.execute(sql`truncate products cascade`);
    const priced = (i: number) => (i % 2 ? 20_000 : 90_000) * 100;
    await insertProducts(t.db, [
      // Named for both words: 700 shown, 400 archived (under the cap alone, past it with those).
      ...Array.from({ length: 1100 }, (_, i) =>
        aProduct({
          name: `Sheesham Bed ${i}`,
          pricePaise: 20_000_00,
          archivedAt: i < 700 ? null : new Date(),
        }),
      ),
      // Both words in the description only: half of them at ₹20,000.
      ...Array.from({ length: 400 }, (_, i) =>
        aProduct({
          name: `Pushkar Cot ${i}`,
          description: 'A sheesham bed frame.',
          pricePaise: priced(i),
        }),
      ),
    ]);
    // 700 by name and 400 by description: past the cap only with the descriptions.
    expect(await total('/api/products?q=sheesham%20bed')).toEqual(PAST_THE_CAP);
    expect(await total('/api/products/search?q=sheesham%20bed')).toEqual(PAST_THE_CAP);
    // Under the cap: exact, the descriptions counted and the archived names not (700 + 200).
    expect(await total('/api/products?q=sheesham%20bed&max_price=50000')).toEqual(exactly(900));
    expect(await total('/api/products?q=sheesam%20bed&max_price=50000')).toEqual(exactly(900));
    // A word no name has: counted in the descriptions alone.
    expect(await total('/api/products?q=frame')).toEqual(exactly(400));
  });
});
