import type { Product } from '@sheesham/shared';
import type {
  AdminProductPage,
  adminProductQuerySchema,
  ProductDeleted,
} from '@sheesham/shared/admin-products';
import type { ValidProductInput } from '@sheesham/shared/product-input';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  deleteOrArchiveProduct,
  findAdminProducts,
  insertProduct,
  replaceProduct,
} from './admin-repository.ts';
import { toApiProduct } from './mapper.ts';
import { categoryFilter } from './product-filter.ts';
import { toProductValues } from './product-values.ts';
import type { CatalogService } from './service.ts';

const stockChanged = (stock: number) =>
  conflict(
    `Stock changed to ${stock} while you were editing. Check it and save again.`,
    'stock_changed',
  );

type AdminProductListQuery = z.output<typeof adminProductQuerySchema>;

/**
 * The admin's product writes and list. Every write that changed a row drops the storefront's
 * catalogue cache afterwards (decision 004); the list reads the database directly, so an admin
 * always sees their own writes.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'invalidate'>,
  ) {}

  async create(input: ValidProductInput): Promise<Product> {
    const row = await insertProduct(this.db, toProductValues(input));
    this.catalog.invalidate();
    return toApiProduct(row);
  }

  /**
   * A full replace (the form sends every field); null for an unknown, archived or bad id. Throws
   * 409 `stock_changed` when `expected_stock` is given and the stock is no longer that.
   */
  async replace(id: string, input: ValidProductInput): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const outcome = await replaceProduct(this.db, id, toProductValues(input), input.expected_stock);
    if (!outcome) return null;
    if ('currentStock' in outcome) throw stockChanged(outcome.currentStock);
    this.catalog.invalidate();
    return toApiProduct(outcome.row);
  }

  /** Deleted, or archived when orders mention it; null for an unknown, archived or bad id. */
  async remove(id: string): Promise<ProductDeleted | null> {
    if (!isUuid(id)) return null;
    const key = id.toLowerCase();
    const outcome = await deleteOrArchiveProduct(this.db, key);
    if (!outcome) return null;
    this.catalog.invalidate();
    return { id: key, outcome };
  }

  /** Throws a 400 for an unknown category. */
  async list(query: AdminProductListQuery): Promise<AdminProductPage> {
    const { rows, total } = await findAdminProducts(this.db, {
      q: query.q || undefined,
      category: categoryFilter(query.category),
      lowStock: query.low_stock ?? false,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    });
    return { items: rows.map(toApiProduct), total };
  }
}
