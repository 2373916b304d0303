import { randomUUID } from 'node:crypto';
import { and, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { users } from './schema.ts';

/** The walk-in customers' SQL over `users`; walk-ins.ts turns rows into buyers (decision 023). */

export const buyerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  walkIn: users.walkIn,
  contactEmail: users.contactEmail,
  claimedBy: users.claimedBy,
  role: users.role,
};
export type BuyerRow = { [K in keyof typeof buyerColumns]: (typeof users.$inferSelect)[K] };

/** The customer (role 'user') with this id, its row share-locked until the transaction ends. */
export async function shareLockCustomerRow(tx: Database, id: string): Promise<BuyerRow | null> {
  const [row] = await tx
    .select(buyerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .for('share');
  return row ?? null;
}

/**
 * Inserts a walk-in with this phone number unless one exists: the insert waits on the partial
 * unique index (phone where walk_in) and does nothing once the other commits. Returns the new
 * row's id, or null when the phone number was taken.
 */
export async function insertWalkInUnlessPhoneTaken(
  tx: Database,
  input: { name: string; phone: string; email?: string | null },
): Promise<string | null> {
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
  return inserted.length > 0 ? id : null;
}

/** The id of the walk-in with this phone number, if any. */
export async function walkInIdByPhone(tx: Database, phone: string): Promise<string | null> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.walkIn, true)));
  return existing?.id ?? null;
}

/** Unclaimed walk-ins whose contact e-mail is this address, locked for the claim that moves them. */
export async function lockUnclaimedWalkInIds(tx: Database, email: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.walkIn, true), walkInEmail(email), isNull(users.claimedBy)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function unclaimedWalkInExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.walkIn, true), walkInEmail(email), isNull(users.claimedBy)))
    .limit(1);
  return row !== undefined;
}

export async function setClaimedBy(tx: Database, ids: string[], by: string): Promise<void> {
  await tx
    .update(users)
    .set({ claimedBy: by, updatedAt: sql`now()` })
    .where(sql`${users.id} = any(${sql.param(ids)}::text[])`);
}

const walkInEmail = (email: string) => sql`lower(${users.contactEmail}) = ${email.toLowerCase()}`;

/** A customer account (not a walk-in) with this e-mail, if any. */
export async function accountRowByEmail(db: Database, email: string) {
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

/** The "New order" dialog's customer rows: customers and unclaimed walk-ins, at most 10. */
export function searchCustomerRows(db: Database, q: string): Promise<BuyerRow[]> {
  return db
    .select(buyerColumns)
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.claimedBy), matching(q)))
    .orderBy(users.name, users.id)
    .limit(10);
}
