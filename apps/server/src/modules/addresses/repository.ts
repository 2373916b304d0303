import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { savedAddresses } from './schema.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** What a write stores: the customer's fields and the dataset's district and state. */
export interface AddressValues {
  label: string | null;
  fullName: string;
  phone: string;
  address: string;
  pincode: string;
  district: string;
  state: string;
}

/**
 * Serialises every address write of one account until the transaction ends, so the cap and the
 * one default hold whatever races: a second writer reads the rows the first one committed. A
 * transaction-scoped advisory lock, keyed by the account, so other accounts never wait.
 */
export async function lockAddressBook(tx: Database, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`saved_addresses:${userId}`}, 0))`,
  );
}

export function listAddresses(db: Database, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.seq));
}

/** The account's own address, or null (another account's is as good as missing). */
export async function findAddress(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)));
  return row ?? null;
}

export async function countAddresses(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId));
  return row?.n ?? 0;
}

/** The account's address with exactly these lines and pincode, if it has one. */
export async function findSameAddress(
  db: Database,
  userId: string,
  values: Pick<AddressValues, 'address' | 'pincode'>,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.pincode, values.pincode),
        eq(savedAddresses.address, values.address),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAddress(
  db: Database,
  userId: string,
  values: AddressValues,
  isDefault: boolean,
): Promise<SavedAddressRow> {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...values, isDefault })
    .returning();
  if (!row) throw new Error('saved address insert returned no row');
  return row;
}

export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  values: AddressValues,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Makes `id` the account's one default: the old default is cleared first, in the same
 * transaction, so the unique partial index never sees two.
 */
export async function makeDefault(db: Database, userId: string, id: string): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.isDefault, true),
        ne(savedAddresses.id, id),
      ),
    );
  await db
    .update(savedAddresses)
    .set({ isDefault: true })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)));
}

/** The newest remaining address, which becomes the default when the default is deleted. */
export async function newestAddress(db: Database, userId: string): Promise<SavedAddressRow | null> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.seq))
    .limit(1);
  return row ?? null;
}
