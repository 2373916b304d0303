import { randomUUID } from 'node:crypto';
import { and, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { users } from './schema.ts';

/**
 * Walk-in customers (docs/decisions/023): user rows staff create for showroom and phone buyers.
 * No accounts row means no password, so better-auth can never sign one in, and their `email` is a
 * placeholder on the reserved .invalid domain, so no one can sign up or reset a password with it.
 * The e-mail the customer gave is kept in `contact_email` and used only to mail them.
 */

/** The buyer an order is placed for, as its row reads. */
export interface OrderBuyer {
  id: string;
  name: string;
  /** Where order mails go: the account's e-mail, the walk-in's contact e-mail, or '' for none. */
  email: string;
  phone: string | null;
  walkIn: boolean;
  /** The e-mail a walk-in gave; null otherwise. */
  contactEmail: string | null;
}

type WalkIn = { name: string; phone: string; email?: string | null };

const buyerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  walkIn: users.walkIn,
  contactEmail: users.contactEmail,
  claimedBy: users.claimedBy,
  role: users.role,
};
type BuyerRow = { [K in keyof typeof buyerColumns]: (typeof users.$inferSelect)[K] };

export const CUSTOMER_NOT_FOUND = 'Customer not found';

const asBuyer = (row: BuyerRow): OrderBuyer => ({
  id: row.id,
  name: row.name,
  email: row.walkIn ? (row.contactEmail ?? '') : row.email,
  phone: row.phone,
  walkIn: row.walkIn,
  contactEmail: row.contactEmail,
});

/**
 * The customer with this id, its row share-locked until the transaction ends: a claim that is
 * moving this walk-in's orders (FOR UPDATE) either finishes first, and the order follows it to the
 * account, or waits for this order and moves it too. Admins are staff, not buyers: 404.
 */
async function lockedBuyer(tx: Database, id: string): Promise<OrderBuyer | null> {
  const [row] = await tx
    .select(buyerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .for('share');
  if (!row) return null;
  if (row.walkIn && row.claimedBy) return lockedBuyer(tx, row.claimedBy);
  return asBuyer(row);
}

export async function findBuyer(tx: Database, id: string): Promise<OrderBuyer> {
  const buyer = await lockedBuyer(tx, id);
  if (!buyer) throw notFound(CUSTOMER_NOT_FOUND);
  return buyer;
}

/**
 * The walk-in with this phone number, created if there is none. Concurrent requests for one new
 * customer make one row: the insert waits on the partial unique index (phone where walk_in) and
 * does nothing once the other commits; the read after it then sees that row. `created` says
 * whether this call made it.
 */
export async function findOrCreateWalkIn(
  tx: Database,
  input: WalkIn,
): Promise<{ buyer: OrderBuyer; created: boolean }> {
  const id = randomUUID();
  const inserted = await tx
    .insert(users)
    .values({
      id,
      name: input.name,
      email: `walk-in-${id}@walk-in.invalid`,
      phone: input.phone,
      walkIn: true,
      contactEmail: input.email ?? null,
      role: 'user',
    })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.walkIn}` })
    .returning({ id: users.id });
  if (inserted.length > 0) return { buyer: await findBuyer(tx, id), created: true };
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, input.phone), eq(users.walkIn, true)));
  if (!existing) throw new Error('walk-in vanished after its phone number conflicted');
  return { buyer: await findBuyer(tx, existing.id), created: false };
}

/** Unclaimed walk-ins whose contact e-mail is this address, locked for the claim that moves them. */
export async function lockUnclaimedWalkIns(tx: Database, email: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.walkIn, true), walkInEmail(email), isNull(users.claimedBy)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function hasUnclaimedWalkIns(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.walkIn, true), walkInEmail(email), isNull(users.claimedBy)))
    .limit(1);
  return row !== undefined;
}

export async function markWalkInsClaimed(tx: Database, ids: string[], by: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ claimedBy: by, updatedAt: sql`now()` })
    .where(sql`${users.id} = any(${sql.param(ids)}::text[])`);
}

const walkInEmail = (email: string) => sql`lower(${users.contactEmail}) = ${email.toLowerCase()}`;

/** A customer account (not a walk-in) with this e-mail, if any. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.walkIn, false), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

/** Name, e-mail (the account's or a walk-in's contact e-mail) or phone contain q. */
function matching(q: string): SQL {
  const pattern = containsPattern(q);
  const conditions = [
    ilike(users.name, pattern),
    and(eq(users.walkIn, false), ilike(users.email, pattern)),
    ilike(users.contactEmail, pattern),
    ilike(users.phone, pattern),
  ];
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits) && digits !== q) conditions.push(like(users.phone, `%${digits}%`));
  return or(...conditions) as SQL;
}

/** The "New order" dialog's customer search: customers and unclaimed walk-ins, at most 10. */
export async function searchOrderCustomers(db: Database, q: string): Promise<OrderBuyer[]> {
  const rows = await db
    .select(buyerColumns)
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.claimedBy), matching(q)))
    .orderBy(users.name, users.id)
    .limit(10);
  return rows.map(asBuyer);
}
