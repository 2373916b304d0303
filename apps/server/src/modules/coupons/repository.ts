import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { couponCustomerUses, couponRedemptions, coupons } from './schema.ts';

/** The SQL behind coupons: the admin's rows, and the uses orders take and give back. */

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<
  typeof coupons.$inferInsert,
  'id' | 'used' | 'archivedAt' | 'createdAt' | 'updatedAt'
>;

/** Every coupon, newest first (archived ones too). */
export function listCoupons(db: Database): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** A new coupon; a code already taken is a unique violation the caller words. */
export async function insertCoupon(db: Database, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}

/** Replaces a coupon's terms, keeping its uses; null when no coupon has the id. */
export async function updateCoupon(
  db: Database,
  id: string,
  values: CouponValues,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  return row ?? null;
}

/** Archives a coupon (once: a second archive keeps the first time); null when none has the id. */
export async function archiveCoupon(db: Database, id: string): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ archivedAt: sql`coalesce(${coupons.archivedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  return row ?? null;
}

/** The unarchived coupon with this (upper-case) code, or null. */
export async function findLiveCoupon(db: Database, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), isNull(coupons.archivedAt)));
  return row ?? null;
}

/** Public, unarchived coupons within their window at `now` and not used up. */
export function findActivePublic(db: Database, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.public, true),
        isNull(coupons.archivedAt),
        lte(coupons.startsAt, now),
        gte(coupons.endsAt, now),
        sql`(${coupons.usageLimit} is null or ${coupons.used} < ${coupons.usageLimit})`,
      ),
    )
    .limit(50);
}

/** The customer's live uses of the coupon (0 when none). */
export async function customerUses(
  db: Database,
  couponId: string,
  customerId: string,
): Promise<number> {
  const [row] = await db
    .select({ used: couponCustomerUses.used })
    .from(couponCustomerUses)
    .where(
      and(eq(couponCustomerUses.couponId, couponId), eq(couponCustomerUses.customerId, customerId)),
    );
  return row?.used ?? 0;
}

/**
 * Takes one use of the coupon if its limit leaves one: `used < usage_limit` is checked by the
 * update itself, under the row's lock, so of many orders racing for the last use exactly one gets
 * it. False when it is used up (or archived since it was read).
 */
export async function takeUse(tx: Database, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        isNull(coupons.archivedAt),
        sql`(${coupons.usageLimit} is null or ${coupons.used} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Takes one of the customer's uses: a first use inserts the row; a later one raises it only while
 * below the limit (null: none). Two orders of one customer racing insert the same key, so the
 * second waits for the first and then meets the condition with its count.
 */
export async function takeCustomerUse(
  tx: Database,
  couponId: string,
  customerId: string,
  limit: number | null,
): Promise<boolean> {
  const below = limit === null ? sql`true` : sql`${couponCustomerUses.used} < ${limit}`;
  const rows = await tx
    .insert(couponCustomerUses)
    .values({ couponId, customerId, used: 1 })
    .onConflictDoUpdate({
      target: [couponCustomerUses.couponId, couponCustomerUses.customerId],
      set: { used: sql`${couponCustomerUses.used} + 1` },
      setWhere: below,
    })
    .returning({ used: couponCustomerUses.used });
  return rows.length > 0;
}

export async function insertRedemption(
  tx: Database,
  redemption: { orderId: string; couponId: string; customerId: string; discountPaise: number },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}

/**
 * Marks the order's redemption released and gives its use back to the coupon and the customer.
 * The `released_at is null` condition makes a second call find nothing: a use returns once.
 */
export async function releaseRedemption(tx: Database, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId, customerId: couponRedemptions.customerId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} - 1` })
    .where(eq(coupons.id, released.couponId));
  await tx
    .update(couponCustomerUses)
    .set({ used: sql`${couponCustomerUses.used} - 1` })
    .where(
      and(
        eq(couponCustomerUses.couponId, released.couponId),
        eq(couponCustomerUses.customerId, released.customerId),
      ),
    );
  return true;
}
