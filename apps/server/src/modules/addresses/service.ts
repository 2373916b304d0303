import {
  ADDRESS_NOT_FOUND,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressFields,
  TOO_MANY_ADDRESSES,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { requireKnownPincode } from '../pincodes/index.ts';
import { toSavedAddress } from './mapper.ts';
import * as book from './repository.ts';

/**
 * An account's address book (issue #26, docs/decisions/051). Every write takes the account's
 * lock first (repository.ts), so the cap and the one default hold under concurrent requests; the
 * district and state always come from the pincode dataset.
 */

/** The stored values: the customer's fields, the place answered from the pincode. */
function valuesOf(
  input: Omit<SavedAddressFields, 'is_default'>,
  pincodeField = 'pincode',
): book.AddressValues {
  const place = requireKnownPincode(input.pincode, pincodeField);
  return {
    label: input.label,
    fullName: input.full_name,
    phone: input.phone,
    address: input.address,
    pincode: input.pincode,
    district: place.district,
    state: place.state.name,
  };
}

const addressNotFound = () => notFound(ADDRESS_NOT_FOUND);
const tooManyAddresses = () => conflict(TOO_MANY_ADDRESSES, 'too_many_addresses');

/** The account's addresses, the default first. */
export async function listSavedAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  return (await book.listAddresses(db, userId)).map(toSavedAddress);
}

/** Adds an address; the first one is the default whatever the client says. */
export async function addSavedAddress(
  db: Database,
  userId: string,
  input: SavedAddressFields,
): Promise<SavedAddress> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await book.lockAddressBook(tx, userId);
    const held = await book.countAddresses(tx, userId);
    if (held >= MAX_SAVED_ADDRESSES) throw tooManyAddresses();
    const row = await book.insertAddress(tx, userId, values, held === 0);
    if (input.is_default && held > 0) await book.makeDefault(tx, userId, row.id);
    return toSavedAddress({ ...row, isDefault: input.is_default || held === 0 });
  });
}

/**
 * Replaces an address's fields; `is_default: true` makes it the default. `false` does not clear a
 * default: an account with addresses always has one, changed by making another the default.
 */
export async function editSavedAddress(
  db: Database,
  userId: string,
  id: string,
  input: SavedAddressFields,
): Promise<SavedAddress> {
  if (!isUuid(id)) throw addressNotFound();
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await book.lockAddressBook(tx, userId);
    const row = await book.updateAddress(tx, userId, id, values);
    if (!row) throw addressNotFound();
    if (input.is_default && !row.isDefault) await book.makeDefault(tx, userId, id);
    return toSavedAddress({ ...row, isDefault: row.isDefault || input.is_default });
  });
}

/** Deletes an address; when it was the default, the newest one left takes its place. */
export async function deleteSavedAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound();
  await db.transaction(async (tx) => {
    await book.lockAddressBook(tx, userId);
    const row = await book.deleteAddress(tx, userId, id);
    if (!row) throw addressNotFound();
    if (!row.isDefault) return;
    const next = await book.newestAddress(tx, userId);
    if (next) await book.makeDefault(tx, userId, next.id);
  });
}

/**
 * Keeps a delivery address a staff order went to on the buyer's book (a walk-in has no profile to
 * keep one in), inside the order's transaction: nothing when the book has it or is full. An
 * unknown pincode is a 400 on `pincodeField`, the request's own name for it.
 */
export async function rememberAddress(
  tx: Database,
  userId: string,
  input: Omit<SavedAddressFields, 'is_default' | 'label'>,
  pincodeField: string,
): Promise<void> {
  const values = valuesOf({ ...input, label: null }, pincodeField);
  await book.lockAddressBook(tx, userId);
  if (await book.findSameAddress(tx, userId, values)) return;
  const held = await book.countAddresses(tx, userId);
  if (held >= MAX_SAVED_ADDRESSES) return;
  await book.insertAddress(tx, userId, values, held === 0);
}
