import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, insertionOrder, updatedAtNow, uuidPrimaryKey } from '../../db/columns.ts';
import { users } from '../identity/schema.ts';

// Addresses kept on an account (issue #26, docs/decisions/051). Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuidPrimaryKey(),
    /** Insertion order: the list reads oldest first, and PGlite's clock counts milliseconds. */
    seq: insertionOrder(),
    /** An account or a walk-in (staff orders remember a walk-in's addresses). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Home, Office, …; null when the customer gave none. */
    label: text('label'),
    fullName: text('full_name').notNull(),
    /** +91XXXXXXXXXX. */
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    /** From the pincode dataset when the address was written, never from the client. */
    district: text('district').notNull(),
    state: text('state').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.seq),
    // One default per account, whatever races: the database refuses a second.
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
