import type { Product, ProductQuery } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { CachedBody, ResponseCache, type ResponseCacheOptions } from '../../lib/response-cache.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type ProductRow, toApiProduct } from './mapper.ts';
import { filterKey, toProductFilter } from './product-filter.ts';
import {
  findProductById,
  findProducts,
  findRelatedProducts,
  listProductSitemapEntries,
  searchProducts,
} from './repository.ts';

const DEFAULT_CATALOG_CACHE: ResponseCacheOptions = {
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
};

const json = <T>(value: T) => new CachedBody(JSON.stringify(value), value);

/** A list body. The value is not kept: a big list would double its memory for nothing. */
const productList = (rows: ProductRow[], total?: number) =>
  new CachedBody(JSON.stringify(rows.map(toApiProduct)), null, total);

/**
 * Catalogue reads, each answered from a cache of serialized bodies. Anything that changes
 * products must call `invalidate()` afterwards (the admin write paths do).
 */
export class CatalogService {
  private readonly cache: ResponseCache;

  constructor(
    private readonly db: Database,
    cacheOptions: ResponseCacheOptions = DEFAULT_CATALOG_CACHE,
  ) {
    this.cache = new ResponseCache(cacheOptions);
  }

  /** Drops every cached catalogue response; call after any product write. */
  invalidate(): void {
    this.cache.invalidate();
  }

  /** GET /products: throws a 400 for an unknown category before touching the cache. */
  listProducts(query: ProductQuery): Promise<CachedBody<null>> {
    const filter = toProductFilter(query);
    return this.cache.get(`list:${filterKey(filter)}`, async () => {
      const { rows, total } = await findProducts(this.db, filter);
      return productList(rows, total);
    });
  }

  searchProducts(q: string): Promise<CachedBody<null>> {
    const needle = q.trim().toLowerCase();
    return this.cache.get(`search:${needle}`, async () =>
      productList(await searchProducts(this.db, needle)),
    );
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
    const { _id, category, room_type } = product.value;
    return this.cache.get(`related:${_id}:${limit}`, async () =>
      productList(
        await findRelatedProducts(this.db, { id: _id, category, roomType: room_type }, limit),
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
