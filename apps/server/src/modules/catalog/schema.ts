import { asc, isNull, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, updatedAtNow, uuidPrimaryKey } from '../../db/columns.ts';

// The catalogue's tables: products, the listing's facet counts and the search words. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

/** A sort's index: its leading key (none for the name sort), then the name order and the id. */
function sortIndex(
  sort: string,
  t: { name: ExtraConfigColumn; id: ExtraConfigColumn; archivedAt: ExtraConfigColumn },
  leading?: Partial<ExtraConfigColumn> | SQL,
) {
  const builder = index(`products_sort_${sort}_idx`);
  const lower = sql`lower(${t.name}) collate "C"`;
  const exact = sql`${t.name} collate "C"`;
  const columns = leading
    ? builder.on(leading, lower, exact, t.id)
    : builder.on(lower, exact, t.id);
  return columns.where(sql`${t.archivedAt} is null`);
}

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search folding: lower case without accents ("Sofá" → "sofa"). `search_fold` is the immutable
 * wrapper around unaccent() that the search migration creates (unaccent itself is only STABLE, and
 * generated columns and index expressions need IMMUTABLE); the query folds q with the same function.
 */
const fold = (value: SQL) => sql`search_fold(${value})`;

/** Money is integer paise; the API converts to rupees. `images[0]` is the main image. */
export const products = pgTable(
  'products',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    pricePaise: integer('price_paise').notNull(),
    setPricePaise: integer('set_price_paise'),
    hasSetOption: boolean('has_set_option').notNull().default(false),
    /** The maximum retail price, shown struck through beside the price; never below it. */
    mrpPaise: integer('mrp_paise'),
    /** What the Complete Set adds to the piece ("2 matching armchairs, 3+1+1"). */
    setDescription: text('set_description'),
    /** What the set's added items cost bought separately, for "the set saves". */
    setItemsPricePaise: integer('set_items_price_paise'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    roomType: text('room_type').notNull(),
    primaryMaterial: text('primary_material').notNull(),
    storage: text('storage').notNull(),
    assembly: text('assembly').notNull(),
    dimensionsCm: text('dimensions_cm').notNull(),
    dimensionsInches: text('dimensions_inches').notNull(),
    weight: text('weight').notNull(),
    warranty: text('warranty').notNull(),
    description: text('description').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    seatingHeight: integer('seating_height'),
    recommendedMattressSize: text('recommended_mattress_size'),
    stock: integer('stock').notNull().default(0),
    stockThreshold: integer('stock_threshold').notNull().default(10),
    /** Set instead of deleting a product that appears in orders; archived products are hidden. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
    /**
     * Name, brand, category and material, folded: where the search_terms trigger takes the
     * catalogue's words from (docs/decisions/020-typo-tolerant-search.md).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          fold(
            sql`${products.name} || ' ' || ${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`,
          ),
      ),
    /** Full-text document: the name weighs most (A), then brand, category, material (B), then the description (D). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('english', ${fold(sql`${products.name}`)}), 'A')
        || setweight(to_tsvector('english', ${fold(sql`${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`)}), 'B')
        || setweight(to_tsvector('english', ${fold(sql`${products.description}`)}), 'D')`,
      ),
    /**
     * The name alone, and the brand, category and material alone, as full-text documents: the
     * search's relevance tiers test them row by row, which is several times cheaper than testing
     * weights in search_vector (docs/decisions/029-catalogue-at-scale.md).
     */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${fold(sql`${products.name}`)})`),
    metaVector: tsvector('meta_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('english', ${fold(sql`${products.brand} || ' ' || ${products.category} || ' ' || ${products.primaryMaterial}`)})`,
      ),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // Search (modules/catalog/product-search-sql.ts): full text over a GIN index; typos are
    // corrected against search_terms first, so products need no trigram index.
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A rare word's relevance tier is found here; a common word's is read in the name order
    // through products_search_walk_idx (migration 0012, hand-written: drizzle has no INCLUDE).
    index('products_name_vector_idx')
      .using('gin', t.nameVector)
      .where(sql`${t.archivedAt} is null`),
    // One index per offered sort, in PRODUCT_ORDER's exact expressions (modules/catalog/
    // product-sql.ts) and over visible rows only, so a page, a keyset page and the admin table's
    // page read the index in order instead of sorting the catalogue
    // (docs/decisions/015-catalogue-paging.md). Descending numbers are indexed negated (SORT_KEY);
    // `newest` keeps DESC, which means NULLS FIRST in an ORDER BY, so its index says so too.
    sortIndex('name', t),
    sortIndex('price_asc', t, t.pricePaise.asc()),
    sortIndex('price_desc', t, sql`(-${t.pricePaise})`),
    sortIndex('rating', t, sql`(-${t.rating})`),
    sortIndex('newest', t, t.createdAt.desc().nullsFirst()),
    // No index may contain `stock`: then an order's decrement is a HOT update (one small heap
    // record, no index entries; migration 0016 also leaves free room on each page with
    // fillfactor 80). The admin's stock sorts and the low-stock list read the table instead
    // (docs/decisions/047-checkout-writes-less.md).
    // Orders take stock with a conditional decrement; this makes "never negative" the database's
    // rule too, whatever writes the row (an admin edit, a script).
    check('products_stock_check', sql`${t.stock} >= 0`),
    // The shared product input refuses it first (a field error); this holds any other writer.
    check('products_mrp_check', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= ${t.pricePaise}`),
  ],
);

/**
 * How many visible products each combination of the listing's facets has (category, and material,
 * brand and storage lower-cased as the filters compare them), kept exact by triggers on products
 * (migration 0011_catalogue_counts): the total of a listing without a search or price filter is a
 * sum over at most a few hundred rows instead of a count over the catalogue
 * (docs/decisions/029-catalogue-at-scale.md).
 */
export const productCounts = pgTable(
  'product_counts',
  {
    category: text('category').notNull(),
    material: text('material').notNull(),
    brand: text('brand').notNull(),
    storage: text('storage').notNull(),
    visible: integer('visible').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.material, t.brand, t.storage] }),
    check('product_counts_visible_check', sql`${t.visible} >= 0`),
  ],
);

/**
 * How many visible products have each word in their name, as name_vector's lexemes ('sofa',
 * 'reclin'), kept exact by triggers on products (migration 0026_name_word_counts). A search's
 * capped total reads one row a word instead of counting up to the cap in the catalogue: a product
 * named with one word of a one-word slot matches the search, so the word's count is a floor of the
 * search's (docs/decisions/066-search-total-from-name-word-counts.md).
 */
export const nameWordCounts = pgTable(
  'name_word_counts',
  {
    lexeme: text('lexeme').primaryKey(),
    visible: integer('visible').notNull(),
  },
  (t) => [check('name_word_counts_visible_check', sql`${t.visible} >= 0`)],
);

/**
 * Each word of each visible product's name, as name_vector's lexemes, with the product's place in
 * the name order (lower(name), name, id in "C" collation, byName's keys), kept exact by triggers on
 * products (migration 0029_name_word_entries). A relevance tier that needs every slot in the name
 * reads its products in the name order by merging its words' lists here, instead of collecting
 * every match from the GIN index and sorting them: "sheesham bed" has 2,845 matches at 100,000
 * products, none in the first 2,000 names (docs/decisions/068-words-no-product-has.md).
 */
export const nameWordEntries = pgTable(
  'name_word_entries',
  {
    lexeme: text('lexeme').notNull(),
    nameKey: text('name_key').notNull(),
    exactName: text('exact_name').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.nameKey, t.exactName, t.productId] })],
);

/**
 * How many visible products have each word anywhere, as search_vector's lexemes (name, brand,
 * category, material and description), kept exact by triggers on products (migration
 * 0027_search_word_counts). The word lookup leaves out a spelling no visible product has, so a
 * relevance tier that needs it is known to be empty before it is read: otherwise it walks a stretch
 * of the name order in vain (docs/decisions/068-words-no-product-has.md).
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    lexeme: text('lexeme').primaryKey(),
    visible: integer('visible').notNull(),
  },
  (t) => [check('search_word_counts_visible_check', sql`${t.visible} >= 0`)],
);

/**
 * The catalogue's words (from names, brands, categories, materials; folded, three letters or more),
 * for "Did you mean". A trigger on products adds the words of every written product (migration
 * 0009_search); words of products since removed stay, and a suggestion is offered only if it finds
 * products (docs/decisions/020-typo-tolerant-search.md).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /**
     * A product's name has (or had) the word; set by the same triggers (migration 0012). A search
     * skips the relevance tiers "in the name" for a word no name has, instead of walking the name
     * order in vain (docs/decisions/029-catalogue-at-scale.md).
     */
    inName: boolean('in_name').notNull().default(false),
    /** The word's English stem as a tsvector's text ('reclin' for recliner), to match a typed word's. */
    stem: text('stem')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`strip(to_tsvector('english', ${searchTerms.term}))::text`),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_name_stem_idx').on(t.stem).where(sql`${t.inName}`),
    // Whether any name, brand, category or material has a word: the search's "every word in the
    // name or the labels" tier is left out when none has (docs/decisions/052-search-vocabulary.md).
    index('search_terms_stem_idx').on(t.stem),
  ],
);

// ---------------------------------------------------------------------------------------------
// What every reader of the products table shares: the catalogue's own reads (product-sql.ts) and
// the read models listed in scripts/check-boundaries.mjs (the dashboard's figures), so a product
// is named, hidden and ordered the same everywhere.

/** What names a product in a list or an order line: id, name, brand and category. */
export const productLabelColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
};

/**
 * The condition "not archived": archived products (kept for order history) are hidden everywhere
 * but in orders.
 */
export const notArchived = isNull(products.archivedAt);

/**
 * Name order that PGlite and every PostgreSQL server agree on, whatever their locale:
 * case-insensitive, byte order ("C"), then the exact name and the id as tie-breakers.
 */
export const byName = [
  asc(sql`lower(${products.name}) collate "C"`),
  asc(sql`${products.name} collate "C"`),
  asc(products.id),
];
