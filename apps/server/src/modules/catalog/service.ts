import { availableParallelism } from 'node:os';
import type { Product, ProductQuery } from '@sheesham/shared';
import { type SearchSuggestions, SUGGEST_LIMIT_DEFAULT } from '@sheesham/shared/search-suggestions';
import type { Database } from '../../db/types.ts';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { type InvalidationBus, localInvalidation } from '../../lib/invalidation-bus.ts';
import {
  CachedBody,
  type ListTotal,
  ResponseCache,
  type ResponseCacheOptions,
} from '../../lib/response-cache.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Vocabulary, VocabularyService } from '../vocabulary/index.ts';
import { type ProductRow, toApiProduct, toApiSuggestion } from './mapper.ts';
import { cursorAfter } from './product-cursor.ts';
import { filterKey, matchKey, toProductFilter } from './product-filter.ts';
import { type PreparedSearch, searchWords } from './product-search-sql.ts';
import {
  closestTerm,
  countProducts,
  countSearchMatches,
  findProductById,
  findProductPage,
  findRelatedProducts,
  listProductSitemapEntries,
  searchProducts,
  suggestProducts,
} from './repository.ts';
import { prepareSearch } from './search-words-repository.ts';

const DEFAULT_CATALOG_CACHE: ResponseCacheOptions = {
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
};

/**
 * Catalogue queries in flight at once per instance, unless CATALOG_READ_CONCURRENCY says otherwise:
 * one per core (at least 2). Measured on 2 cores (bench:stall, 20 clients on the heaviest pages of
 * 100,000 products): unbounded (up to the pool of 20 it had then) gave health p99 780–1,100 ms,
 * 4 gave 103 ms and 2 gave 37 ms, with about the same 33 heavy pages a second.
 */
export const DEFAULT_CATALOG_READ_CONCURRENCY = Math.max(2, availableParallelism());

/** pg_trgm's own threshold (`%`): "Did you mean" offers a word from this similarity on. */
const DID_YOU_MEAN_SIMILARITY = 0.3;

const json = <T>(value: T) => new CachedBody(JSON.stringify(value), value);

/** What a list page answers besides its body: the next page's cursor, when there is one. */
export interface ListPaging {
  nextCursor?: string;
}

/** A list body. Its rows are not kept: they would double its memory for nothing. */
const productList = <T>(rows: ProductRow[], value: T, total?: ListTotal) =>
  new CachedBody(JSON.stringify(rows.map(toApiProduct)), value, total);

/**
 * Catalogue reads, each answered from a cache of serialized bodies. Anything that changes
 * products must call `invalidate()` afterwards (the admin write paths do); with several instances,
 * the bus carries the invalidation to the others (docs/decisions/024).
 */
export class CatalogService {
  private readonly cache: ResponseCache;

  /** The listing, search and suggestion queries run a few at a time (the bulkhead, decision 029). */
  private readonly reads: ConcurrencyLimit;

  constructor(
    private readonly db: Database,
    private readonly vocabulary: Pick<VocabularyService, 'current' | 'onChange'>,
    cacheOptions: ResponseCacheOptions = DEFAULT_CATALOG_CACHE,
    private readonly bus: InvalidationBus = localInvalidation,
    readConcurrency = DEFAULT_CATALOG_READ_CONCURRENCY,
  ) {
    this.reads = new ConcurrencyLimit(readConcurrency);
    this.cache = new ResponseCache(cacheOptions);
    bus.subscribe(() => this.cache.invalidate());
    // Every instance hears of a vocabulary change itself (its own bus), so this drop stays local.
    vocabulary.onChange(() => this.cache.invalidate());
  }

  /** Drops every cached catalogue response, here and on every other instance; call after any product write. */
  invalidate(): void {
    this.cache.invalidate();
    this.bus.publish();
  }

  /** GET /products: throws a 400 for an unknown category or a bad cursor before the cache. */
  listProducts(query: ProductQuery): Promise<CachedBody<ListPaging>> {
    const filter = toProductFilter(query);
    return this.cache.get(`list:${filterKey(filter)}`, async () => {
      const search = this.preparing(filter.q, filter.sort === 'relevance' && filter.limit > 0);
      const [{ rows, more }, total] = await Promise.all([
        filter.limit === 0
          ? { rows: [], more: false }
          : this.read(search, (prepared) => findProductPage(this.db, filter, prepared)),
        this.count(`count:${matchKey(filter)}`, () =>
          this.read(search, (prepared) => countProducts(this.db, filter, prepared)),
        ),
      ]);
      const last = rows.at(-1);
      const nextCursor = more && last ? cursorAfter(filter.sort, last) : undefined;
      return productList(rows, { nextCursor }, total);
    });
  }

  /** GET /products/search: one page, best match first, with the number of matches. */
  searchProducts(q: string, page: { limit: number; offset: number }): Promise<CachedBody<null>> {
    const needle = q.trim().toLowerCase();
    return this.cache.get(
      `search:${JSON.stringify([needle, page.limit, page.offset])}`,
      async () => {
        const search = this.preparing(needle, page.limit > 0);
        const [rows, total] = await Promise.all([
          page.limit === 0
            ? []
            : this.read(search, (prepared) => searchProducts(this.db, prepared, page)),
          this.count(`search-count:${needle}`, () =>
            this.read(search, (prepared) => countSearchMatches(this.db, prepared)),
          ),
        ]);
        return productList(rows, null, total);
      },
    );
  }

  /**
   * GET /products/suggest: the best few matches for the search box, and for a q that finds
   * nothing, "Did you mean" (each word replaced by the closest catalogue word, if that finds
   * products). Cached per q's words like every catalogue read.
   */
  suggest(q: string, limit = SUGGEST_LIMIT_DEFAULT): Promise<CachedBody<SearchSuggestions>> {
    const words = searchWords(q);
    return this.cache.get(`suggest:${JSON.stringify([words, limit])}`, async () => {
      const text = words.join(' ');
      const rows =
        words.length === 0
          ? []
          : await this.read(this.preparing(text, true), (prepared) =>
              suggestProducts(this.db, prepared, limit),
            );
      const body: SearchSuggestions = {
        products: rows.map(toApiSuggestion),
        did_you_mean: rows.length === 0 && words.length > 0 ? await this.didYouMean(words) : null,
      };
      return json(body);
    });
  }

  /**
   * Each word replaced by the closest word the shop knows, a catalogue word (search_terms) or a
   * one-word vocabulary phrase ("almirah"), whichever is closer (pg_trgm's 0.3 threshold for both), if that finds products.
   */
  private async didYouMean(words: string[]): Promise<string | null> {
    const vocabulary = await this.vocabulary.current();
    const closest = await Promise.all(
      words.map(async (word) => {
        const [catalogue, known] = [
          await closestTerm(this.db, word),
          vocabulary.closestPhrase(word, DID_YOU_MEAN_SIMILARITY),
        ];
        if (!catalogue) return known?.word;
        return known && known.similarity > catalogue.similarity ? known.word : catalogue.word;
      }),
    );
    const corrected = words.map((word, i) => closest[i] ?? word).join(' ');
    if (corrected === words.join(' ')) return null;
    const hits = await this.count(`search-count:${corrected}`, () =>
      this.read(this.preparing(corrected, false), (prepared) =>
        countSearchMatches(this.db, prepared),
      ),
    );
    return hits.count > 0 ? corrected : null;
  }

  /**
   * q's words looked up in the vocabulary at most once, when first asked for: a listing's page and
   * its count both need them, and the count may already be cached. Undefined q: no search.
   * `ranked`: a page best match first will be read (prepareSearch).
   */
  private preparing(
    q: string | undefined,
    ranked: boolean,
  ): () => Promise<PreparedSearch | undefined> {
    let prepared: Promise<PreparedSearch | undefined> | undefined;
    return () => {
      prepared ??=
        q === undefined
          ? Promise.resolve(undefined)
          : this.vocabulary
              .current()
              .then((vocabulary: Vocabulary) =>
                this.reads.run(() => prepareSearch(this.db, q, vocabulary, ranked)),
              );
      return prepared;
    };
  }

  /**
   * A catalogue query that needs q prepared. The vocabulary lookup and the query each take their
   * own turn in the bulkhead: a query holding a place while it waits for a lookup that waits for
   * a place could hold every place.
   */
  private async read<T>(
    search: () => Promise<PreparedSearch | undefined>,
    query: (prepared: PreparedSearch | undefined) => Promise<T>,
  ): Promise<T> {
    const prepared = await search();
    return this.reads.run(() => query(prepared));
  }

  /** A count cached per filter, so paging through a listing counts it once (until a write). */
  private async count(key: string, countRows: () => Promise<ListTotal>): Promise<ListTotal> {
    const cached = await this.cache.get(key, async () => {
      const total = await countRows();
      return new CachedBody(JSON.stringify(total), total);
    });
    return cached.value;
  }

  /** One product, or null for an unknown, archived or malformed id. */
  async getProduct(id: string): Promise<CachedBody<Product> | null> {
    if (!isUuid(id)) return null;
    const key = id.toLowerCase();
    return this.cache.get(`product:${key}`, async () => {
      const row = await findProductById(this.db, key);
      return row ? json(toApiProduct(row)) : null;
    });
  }

  /** "You might also like" for a product, or null when the product does not exist. */
  async relatedProducts(id: string, limit: number): Promise<CachedBody<null> | null> {
    const product = await this.getProduct(id);
    if (!product) return null;
    // The cached body is the API's product; its `_id` is the product id.
    const { _id: productId, category, room_type } = product.value;
    return this.cache.get(`related:${productId}:${limit}`, async () =>
      productList(
        await findRelatedProducts(this.db, { id: productId, category, roomType: room_type }, limit),
        null,
      ),
    );
  }

  /** Every visible product's id and last change, uncached (use with `remember`). */
  listSitemapEntries(): Promise<{ id: string; updatedAt: Date }[]> {
    return listProductSitemapEntries(this.db);
  }

  /** For views derived from the catalogue (the sitemap): cached and invalidated along with it. */
  remember<T>(key: string, fill: () => Promise<CachedBody<T>>): Promise<CachedBody<T>> {
    return this.cache.get(`derived:${key}`, fill);
  }
}
