import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { isPhonePlaceholderEmail } from './phone-sign-in.ts';
import {
  accountRowByEmail,
  type BuyerRow,
  insertWalkInUnlessPhoneTaken,
  lockUnclaimedWalkInIds,
  searchCustomerRows,
  setClaimedBy,
  shareLockCustomerRow,
  unclaimedWalkInExists,
  walkInIdByPhone,
} from './walk-in-repository.ts';

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

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** An account made by phone has a placeholder e-mail until its owner gives one: no mail goes there. */
const mailableEmail = (email: string) => (isPhonePlaceholderEmail(email) ? '' : email);

const asBuyer = (row: BuyerRow): OrderBuyer => ({
  id: row.id,
  name: row.name,
  email: row.walkIn ? (row.contactEmail ?? '') : mailableEmail(row.email),
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
  const row = await shareLockCustomerRow(tx, id);
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
 * customer make one row: the insert does nothing once the other commits, and the read after it
 * then sees that row. `created` says whether this call made it.
 */
export async function findOrCreateWalkIn(
  tx: Database,
  input: WalkIn,
): Promise<{ buyer: OrderBuyer; created: boolean }> {
  const id = await insertWalkInUnlessPhoneTaken(tx, input);
  if (id) return { buyer: await findBuyer(tx, id), created: true };
  const existing = await walkInIdByPhone(tx, input.phone);
  if (!existing) throw new Error('walk-in vanished after its phone number conflicted');
  return { buyer: await findBuyer(tx, existing), created: false };
}

/** The "New order" dialog's customer search: customers and unclaimed walk-ins, at most 10. */
export async function searchOrderCustomers(db: Database, q: string): Promise<OrderBuyer[]> {
  return (await searchCustomerRows(db, q)).map(asBuyer);
}

/** Unclaimed walk-ins whose contact e-mail is this address, locked for the claim that moves them. */
export const lockUnclaimedWalkIns = (tx: Database, email: string): Promise<string[]> =>
  lockUnclaimedWalkInIds(tx, email);

/** Whether any unclaimed walk-in gave this address (then a claim link is worth mailing). */
export const hasUnclaimedWalkIns = (db: Database, email: string): Promise<boolean> =>
  unclaimedWalkInExists(db, email);

/** The claimed walk-ins now point at the account `by` (their orders moved there). */
export async function markWalkInsClaimed(tx: Database, ids: string[], by: string): Promise<void> {
  if (ids.length === 0) return;
  await setClaimedBy(tx, ids, by);
}

/** A customer account (not a walk-in) with this e-mail, if any. */
export const findAccountByEmail = (db: Database, email: string) => accountRowByEmail(db, email);
