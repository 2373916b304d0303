import { and, like, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types.ts';
import { products } from '../catalog/schema.ts';
import { orderItems } from '../orders/schema.ts';
import { UPLOAD_URL_SOURCE, UPLOADS_FOLDER } from './upload-key.ts';

/**
 * Every upload key an image URL in the database names (or only those of `among`, when given): in
 * any product's images, archived ones included, and in the image snapshot of any order item
 * (order history shows it long after the product has changed its photos or been archived).
 */
export async function referencedUploadKeys(
  db: Database,
  among?: readonly string[],
): Promise<Set<string>> {
  const productImages = db
    .select({ url: sql<string>`jsonb_array_elements_text(${products.images})`.as('url') })
    .from(products);
  const orderItemImages = db.select({ url: orderItems.productImage }).from(orderItems);
  const refs = unionAll(productImages, orderItemImages).as('refs');
  const key = sql<string | null>`(regexp_match(${refs.url}, ${UPLOAD_URL_SOURCE}))[1]`;
  const rows = await db
    .selectDistinct({ key })
    .from(refs)
    .where(
      and(
        like(refs.url, `/media/${UPLOADS_FOLDER}/%`),
        among ? sql`${key} = any(${sql.param(among)}::text[])` : undefined,
      ),
    );
  return new Set(rows.map((row) => row.key).filter((k): k is string => k !== null));
}
