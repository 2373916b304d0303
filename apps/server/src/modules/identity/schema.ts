import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, updatedAtNow } from '../../db/columns.ts';

// Accounts: the tables better-auth reads and writes, and walk-in customers' rows (docs/decisions/023). Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// Identity: the tables better-auth reads and writes (user, session, account, verification), with
// the admin plugin's role/ban columns and the shop's phone number. Ids are better-auth's strings.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Indian mobile number as +91XXXXXXXXXX, or null: the contact number, never proven. */
    phone: text('phone'),
    /**
     * The number this account signs in with by SMS code (+91XXXXXXXXXX), set only after a code
     * sent to it was entered (docs/decisions/056); one account per number.
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** 'user' or 'admin'; only admin:create or another admin can change it. */
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /**
     * A showroom or phone customer staff entered (docs/decisions/023): no password (no accounts
     * row), so it cannot sign in, and `email` is a placeholder no one can sign up with. The address
     * the customer gave is `contactEmail`; orders join an account only through a mailed claim link.
     */
    walkIn: boolean('walk_in').notNull().default(false),
    contactEmail: text('contact_email'),
    /** The account whose owner proved `contactEmail`; its orders moved there. */
    claimedBy: text('claimed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The Clerk user this row stands for, in Clerk mode (docs/decisions/045): the local id stays
     * the same whatever Clerk's user changes, so orders, addresses and refunds keep their owner.
     */
    clerkId: text('clerk_id').unique(),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    // One walk-in per phone number: two desks creating the same customer at once get one row.
    uniqueIndex('users_walk_in_phone_idx').on(t.phone).where(sql`${t.walkIn}`),
    index('users_contact_email_idx').on(sql`lower(${t.contactEmail})`).where(sql`${t.walkIn}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The scrypt hash for email-and-password accounts. */
    password: text('password'),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
