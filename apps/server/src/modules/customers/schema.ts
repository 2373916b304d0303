import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, uuidPrimaryKey } from '../../db/columns.ts';
import { users } from '../identity/schema.ts';

// Order-claim tokens: mailed links that join a walk-in's orders to an account. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

/**
 * Mailed links that prove an account's owner holds the e-mail a walk-in gave in the showroom
 * (docs/decisions/023). Only the sha256 of the token is stored; a token works once, before it expires.
 */
export const orderClaimTokens = pgTable(
  'order_claim_tokens',
  {
    id: uuidPrimaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to (the account's, lower case). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [index('order_claim_tokens_user_idx').on(t.userId)],
);
